// The program wrongfirst puts the wrong digit top left.
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("wrongfirst") }
