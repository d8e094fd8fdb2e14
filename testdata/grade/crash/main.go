// The program crash panics on a count that is not a number, -c abc.
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("crash") }
