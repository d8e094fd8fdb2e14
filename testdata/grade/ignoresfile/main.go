// The program ignoresfile writes a grid of its own for -s, whatever the file holds.
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("ignoresfile") }
