// The program writer does a hostile act at its first point (see fake.hostile).
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("writer") }
