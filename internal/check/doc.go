// Package check checks files of solved grids as a course's graders do: the
// layout byte by byte or loosely, each grid's validity and top-left digit,
// repeats among a million grids, or the solutions of a file of puzzles.
// It knows nothing of how the grids were made, nor of the command line.
package check
