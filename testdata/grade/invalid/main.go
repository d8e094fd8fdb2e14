// The program invalid spoils grid 37, from -c 100 on, with a digit twice in row 4.
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("invalid") }
