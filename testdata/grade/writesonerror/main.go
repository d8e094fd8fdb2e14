// The program writesonerror writes an empty sudoku.txt when the count is not a number of 1 or more.
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("writesonerror") }
