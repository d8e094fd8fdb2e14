// Package oracle holds what the tests of every package share: checks of
// grids, solutions and puzzles by the rules of sudoku alone (a plain
// counter of solutions, a human solver of levels 1 and 2, symmetry and
// minimality), written independently of the program's code, and small
// helpers for files and test data. Only tests import it.
package oracle
