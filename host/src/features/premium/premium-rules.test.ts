import { isRequestPending, subscriptionRequestFor } from './premium-rules';

describe('premium dialog rules', () => {
  it('builds the Subscription request entity', () => {
    expect(subscriptionRequestFor({ firstName: 'Asha', mobileNumber: '9000000003', userSurId: 7 })).toEqual({
      name: 'Asha',
      mobileNumber: '9000000003',
      vlUserId: 7,
      source: 'web',
      status: '',
    });
  });

  it('reads whether a request is pending', () => {
    expect(isRequestPending(true)).toBe(true);
    expect(isRequestPending(false)).toBe(false);
    expect(isRequestPending(null)).toBe(false);
    expect(isRequestPending({ isClicked: true })).toBe(true);
    expect(isRequestPending({ status: 'PENDING' })).toBe(true);
    expect(isRequestPending({ status: '' })).toBe(false);
    expect(isRequestPending({ status: 'closed' })).toBe(false);
  });
});
