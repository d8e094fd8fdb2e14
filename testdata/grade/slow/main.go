// The program slow never ends on -c 1000, once its grids are written.
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("slow") }
