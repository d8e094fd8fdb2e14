// The program changesgiven swaps the digits 1 and 2 in the solution of puzzle 2, which changes its givens.
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("changesgiven") }
