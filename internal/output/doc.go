// Package output writes grids in the forms sudoku offers (nine rows, a
// line, bordered boxes, a page to print) and writes its output files
// safely: beside their place under a temporary name, put in place whole
// when complete, removed by an interrupt. It knows nothing of how the
// grids were made or read.
package output
