import { testAuthUser } from '@app/shared/testing';
import { BOUNCE_EVERY_MS, BOUNCE_MS, buildFeedbackRecord, FEEDBACK_MAX, FEEDBACK_MIN, feedbackFormSrc, parseUserAgent, validateFeedback } from './feedback-rules';

describe('feedback rules', () => {
  it('requires a message of at least 4 characters, at most 150', () => {
    expect(FEEDBACK_MAX).toBe(150);
    expect(FEEDBACK_MIN).toBe(4);
    expect(validateFeedback('   ')).toBe('empty');
    expect(validateFeedback('abc')).toBe('short');
    expect(validateFeedback('good')).toBeNull();
    expect(BOUNCE_MS).toBe(1000);
    expect(BOUNCE_EVERY_MS).toBe(2000);
  });

  it('prefills the external form with mobileNumber and a desktop device value', () => {
    expect(feedbackFormSrc('/feedback-form.html', '9000000003', 'http://x.test')).toBe('/feedback-form.html?mobileNumber=9000000003&device=Desktop');
    expect(feedbackFormSrc('https://forms.example/f?usp=pp_url', '9000000003', 'http://x.test')).toBe(
      'https://forms.example/f?usp=pp_url&mobileNumber=9000000003&device=Desktop',
    );
  });

  it('parses the user agent', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 13; SM-A145F Build/TP1A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.113 Mobile Safari/537.36';
    expect(parseUserAgent(ua)).toEqual({ brand: 'SM-A145F', osVersion: 'Android 13', browser: 'Chrome', browserVersion: '124.0.6367.113' });
  });

  it('builds the feedback record with every field of the spec', () => {
    const record = buildFeedbackRecord({
      message: '  The videos load slowly  ',
      imageUrls: ['/uploads/a.jpg', '/uploads/b.jpg'],
      user: testAuthUser(),
      userType: 'basic',
      pageUrl: 'http://x.test/home',
      nav: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36', connection: { downlink: 1.5, effectiveType: '3g', rtt: 300, saveData: true } },
    });
    expect(record).toEqual({
      device_info: { device: 'Web', brand: 'Unknown', osVersion: 'Linux', browser: 'Chrome', browserVersion: '120.0' },
      network_information: { downlink: 1.5, effectiveType: '3g', onchange: null, rtt: 300, saveData: true },
      image_ref: '/uploads/a.jpg,/uploads/b.jpg',
      user_details: expect.objectContaining({ userSurId: 1, firstName: 'Asha', mobileNumber: '9000000003', userType: 'basic' }),
      user_message: 'The videos load slowly',
      page_url: 'http://x.test/home',
    });
  });
});
