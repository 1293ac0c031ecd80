/** Search and paging of the student achievements grid (spec sections 4, 5 and 9). */
import type { StudentAchievement } from "@dept/contract";

export const ACHIEVEMENTS_PAGE_SIZE = 6;
export const ACHIEVEMENTS_PAGE_INCREMENT = 6;

/** Case-insensitive substring match on the student name; a blank query matches everyone. */
export function filterAchievements<T extends Pick<StudentAchievement, "name">>(
  achievements: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...achievements];
  return achievements.filter((achievement) => achievement.name.toLocaleLowerCase().includes(needle));
}

export interface AchievementsPage<T> {
  visible: T[];
  /** Whether 'View More' has anything left to show. */
  hasMore: boolean;
}

export function pageAchievements<T>(achievements: readonly T[], visibleCount: number): AchievementsPage<T> {
  const count = Math.max(0, visibleCount);
  return { visible: achievements.slice(0, count), hasMore: achievements.length > count };
}

/** Every photo of every achievement, for the carousel at the top, with the owner's details. */
export function allAchievementPhotos(
  achievements: readonly StudentAchievement[],
): { photo: string; achievement: StudentAchievement }[] {
  return achievements.flatMap((achievement) =>
    achievement.photo.filter((photo) => photo.trim() !== "").map((photo) => ({ photo, achievement })),
  );
}
