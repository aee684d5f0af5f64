/** Spread into a table column whose cells read badly broken over lines (dates, sizes): they keep to one line. */
export const ONE_LINE = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };
