// The program toofew writes one grid too few, from -c 5 on.
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("toofew") }
