// The program silent ends on a bad command line without a word.
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("silent") }
