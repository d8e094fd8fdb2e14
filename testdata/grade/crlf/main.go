// The program crlf is correct, with CRLF line ends, as C programs write text on Windows.
package main

import "sudoku/testdata/grade/fake"

func main() { fake.Main("crlf") }
