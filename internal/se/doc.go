// Package se rates puzzles on Sudoku Explainer's scale, as SukakuExplainer
// does by default: its techniques in their fixed order, the first step
// found taken, chains from a layered search of implications, and the
// rating that of the hardest step. It knows nothing of files, of the
// level rater, or of making puzzles.
package se
