// The program tabs separates digits by tabs, which a tolerant grader takes.
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("tabs") }
