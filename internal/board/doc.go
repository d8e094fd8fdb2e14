// Package board is the floor every part of sudoku stands on: the grid,
// its rows, columns and boxes and the masks of their digits, sets and
// names of cells, and the bit-mask solver that counts solutions. It
// imports only the standard library, and knows nothing of files, of
// reading or writing puzzles, nor of how people solve them.
package board
