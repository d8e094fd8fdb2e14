// The program duplicates writes its first grid again as its last, from -c 5 on.
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("duplicates") }
