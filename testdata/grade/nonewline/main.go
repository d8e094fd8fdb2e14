// The program nonewline ends its last row without a newline.
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("nonewline") }
