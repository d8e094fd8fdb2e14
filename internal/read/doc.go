// Package read turns puzzle files, in the many layouts sites, solvers,
// spreadsheets and programs write, into puzzles, each with its line, and
// reports the lines it cannot read as faults. Its table of line forms
// (forms.go) is the one catalogue of the layouts. It asks the board's
// solver only which of two readings of a grid makes a puzzle, and knows
// nothing of rating, making or writing puzzles.
package read
