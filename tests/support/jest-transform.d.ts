/** The names of the language's constructors a module reads and neither declares nor assigns. */
export function intrinsicsToBind(code: string): string[];
/** The module with those names bound once on its first line, after a "use strict" prologue. */
export function bindIntrinsics(code: string): string;
