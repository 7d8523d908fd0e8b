import { announcementFor, unreadCountOf } from './unread';

describe('unread notifications', () => {
  it('derives the count from isNotViewed', () => {
    expect(
      unreadCountOf([
        { idUserNotification: 1, isNotViewed: true },
        { idUserNotification: 2, isNotViewed: false },
        { idUserNotification: 3, isNotViewed: true },
      ]),
    ).toBe(2);
    expect(unreadCountOf(null)).toBe(0);
  });

  it("announces a change in the count as 'you have N notifications'", () => {
    expect(announcementFor(null, 3)).toBe('you have 3 notifications');
    expect(announcementFor(3, 4)).toBe('you have 4 notifications');
    expect(announcementFor(4, 4)).toBeNull();
    expect(announcementFor(2, 0)).toBeNull();
  });
});
