// 000 §2 Account page railcard tables: a railcard's type is shown by its name, or by its code when the type list
// has no name for it.

export function railcardTypeName(card: { railcardName?: string | null; railcardCode?: string | null }): string {
  return card.railcardName || card.railcardCode || '';
}
