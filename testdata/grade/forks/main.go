// The program forks starts, on -c, a process apart from its own, which outlives it.
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("forks") }
