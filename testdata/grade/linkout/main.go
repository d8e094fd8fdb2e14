// The program linkout does a hostile act at its first point (see fake.hostile).
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("linkout") }
