// 000 §2 Account page railcard tables: the applicant of a railcard, the holder of a digital railcard — first and last
// name, whichever are known.

export function railcardHolderName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter(Boolean).join(' ');
}
