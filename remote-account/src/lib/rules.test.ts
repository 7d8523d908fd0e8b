import { locationText } from '../features/profile/api/profile';
import { mobileProblem, passwordProblem } from './validation';
import { secondLanguages, visibleStandards, visibleStates, visibleSyllabuses, MEDIUMS } from './reference';
import { newAuthSignupBody, newSignupBody, isCart } from './signup';
import { afterLoginPath, safeRedirectPath } from './session';
import { checkoutHref, toStoredParams, type CartSummary } from './payment';
import { formatRupees } from './plans';

describe('mobile rules (contract messages, in order)', () => {
  test.each([
    ['', 'common.mobileRequired'],
    ['98765abcde', 'common.mobileDigits'],
    ['98765', 'common.mobileLength'],
    ['12345678901', 'common.mobileLength'],
    ['1234567890', 'common.mobileInvalid'],
    ['5234567890', 'common.mobileInvalid'],
  ])('%s → %s', (m, key) => {
    expect(mobileProblem(m)?.key).toBe(key);
  });
  test.each(['9876543210', '8123456789', '7000000000', '6000000000', '2000000000'])('%s is fine', (m) => {
    expect(mobileProblem(m)).toBeNull();
  });
  test('the invalid message carries the number', () => {
    expect(mobileProblem('1234567890')).toEqual({ key: 'common.mobileInvalid', values: { mobile: '1234567890' } });
  });
  test('password needs 8 characters', () => {
    expect(passwordProblem('short')).toBe('common.passwordShort');
    expect(passwordProblem('long enough')).toBeNull();
  });
});

describe('lookup lists', () => {
  test('NA states and standards are hidden; classes in order', () => {
    expect(visibleStates([{ idState: 6, state: 'NA', displayOrder: 6 }, { idState: 3, state: 'Kerala', displayOrder: 3 }, { idState: 1, state: 'Karnataka', displayOrder: 1 }]).map((s) => s.state)).toEqual(['Karnataka', 'Kerala']);
    const classes = [
      { idClassStandard: 1, classStandadName: '10' }, { idClassStandard: 4, classStandadName: 'NA' }, { idClassStandard: 2, classStandadName: '9' },
      { idClassStandard: 13, classStandadName: 'LKG' }, { idClassStandard: 11, classStandadName: '1' }, { idClassStandard: 12, classStandadName: 'UKG' },
    ];
    expect(visibleStandards(classes).map((c) => c.classStandadName)).toEqual(['LKG', 'UKG', '1', '9', '10']);
    expect(visibleSyllabuses([{ idSyllabus: 4, syllabusName: 'NA' }, { idSyllabus: 1, syllabusName: 'CBSE' }])).toEqual([{ idSyllabus: 1, syllabusName: 'CBSE' }]);
  });
  test('the second-language list excludes English', () => {
    expect(secondLanguages([{ idLanguage: 5, language: 'Hindi' }, { idLanguage: 7, language: 'English' }]).map((l) => l.language)).toEqual(['Hindi']);
  });
  test('mediums are 1 Private and 2 Government', () => {
    expect(MEDIUMS).toEqual([{ idStudentMedium: 1, medium: 'Private' }, { idStudentMedium: 2, medium: 'Government' }]);
  });
});

describe('signup bodies', () => {
  const form = { name: ' Asha ', username: 'asha1', email: '  ', password: 'Secret@123', mobile: '9876543210', otp: '123456', idSyllabus: 1, idStudentMedium: 2, idClassStandard: 1, idLanguage: 5, idState: 1, referralCode: '' };
  test('empty email is null, last name is the text null, role Student', () => {
    const b = newSignupBody(form);
    expect(b.email).toBeNull();
    expect(b.lastName).toBe('null');
    expect(b.role).toBe('Student');
    expect(b.firstName).toBe('Asha');
    expect(b.referralCode).toBeNull();
    expect(b.platform).toBe('web');
  });
  test('a given email is kept', () => {
    expect(newSignupBody({ ...form, email: 'a@b.in' }).email).toBe('a@b.in');
  });
  test('new-auth-signup: platform web, optional plan and coupon', () => {
    const without = newAuthSignupBody({ firstName: 'G', mobile: '9876543210', otp: '111111', couponCode: '', plan: null });
    expect(without).toEqual(expect.objectContaining({ lastName: 'null', platform: 'web', couponCode: null }));
    expect('plan' in without).toBe(false);
    const withPlan = newAuthSignupBody({ firstName: 'G', mobile: '9876543210', otp: '111111', couponCode: 'SAVE20', plan: { idProduct: 93, idProductPricing: 1101 } });
    expect(withPlan.plan).toEqual({ idProduct: 93, idProductPricing: 1101 });
    expect(withPlan.couponCode).toBe('SAVE20');
  });
  test('isCart tells a cart from LoginData', () => {
    expect(isCart({ paymentParameters: {}, loginData: {} } as never)).toBe(true);
    expect(isCart({ accessToken: 'x', validFlag: false } as never)).toBe(false);
  });
});

describe('after login', () => {
  test('validFlag false → /guest/update-profile, whatever else is pending', () => {
    expect(afterLoginPath({ validFlag: false }, '/plans', 'abc')).toBe('/guest/update-profile');
  });
  test('redirect_path, then the pending share, then /', () => {
    expect(afterLoginPath({ validFlag: true }, '/plans', 'abc')).toBe('/plans');
    expect(afterLoginPath({ validFlag: true }, null, 'abc')).toBe('/share/abc');
    expect(afterLoginPath({ validFlag: true }, null, null)).toBe('/');
  });
  test('no open redirects or loops', () => {
    expect(safeRedirectPath('//evil.com')).toBeNull();
    expect(safeRedirectPath('https://evil.com')).toBeNull();
    expect(safeRedirectPath('/login?x=1')).toBeNull();
    expect(safeRedirectPath('/home')).toBe('/home');
  });
});

describe('payment params', () => {
  const cart = {
    studentOrder: { idStudentOrder: 7, orderId: 'ORD_1', orderStatus: 'CREATED', totalAmount: 99, idProduct: 93, idProductPricing: 1101, productName: 'Ad-free Premium', durationName: 'Monthly', paidAt: null, createdAt: '' },
    stagingStudentSubscriptions: [],
    paymentParameters: { gateway: 'TEST', orderId: 'ORD_1', idStudentOrder: 7, amount: 99, currency: 'INR', checkoutUrl: '/api/v1/payment/test-gateway/checkout?orderId=ORD_1&token=t' },
    cartNetPrice: 84, cartGSTPrice: 15, cartTotalPrice: 99, cartTotalDiscount: 0, purchaseType: 'NEW',
  } as CartSummary;
  test('stored params and the checkout link back to the app', () => {
    const p = toStoredParams(cart);
    expect(p).toEqual(expect.objectContaining({ idStudentOrder: 7, amount: 99, productName: 'Ad-free Premium' }));
    expect(checkoutHref(p, '/guest/payment')).toBe('/api/v1/payment/test-gateway/checkout?orderId=ORD_1&token=t&returnUrl=%2Fguest%2Fpayment');
  });
  test('rupees', () => {
    expect(formatRupees(799)).toBe('₹799');
  });
});

describe('device locations', () => {
  test('placeholders are not shown; the IP address stands in when no place is known', () => {
    expect(locationText({ 'IP Address': '203.0.113.9', country: 'N/A', region: 'N/A', city: 'N/A' })).toBe('203.0.113.9');
    expect(locationText({ city: 'Mysuru', region: 'Karnataka', country: 'India' })).toBe('Mysuru, Karnataka, India');
    expect(locationText({ city: 'N/A', regionName: 'Karnataka', country: 'India' })).toBe('Karnataka, India');
    expect(locationText('N/A')).toBe('');
    expect(locationText({ country: 'N/A' })).toBe('');
    expect(locationText(null)).toBe('');
  });
});
