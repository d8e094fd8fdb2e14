package main

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
)

// Three valid grids in the grid form; g3 is g1 with each digit d made d+1
// (9 made 1).
const (
	g1 = `5 8 7 3 6 9 4 2 1
4 2 1 5 8 7 3 6 9
3 6 9 4 2 1 5 8 7
2 1 5 8 7 3 6 9 4
6 9 4 2 1 5 8 7 3
8 7 3 6 9 4 2 1 5
1 5 8 7 3 6 9 4 2
7 3 6 9 4 2 1 5 8
9 4 2 1 5 8 7 3 6
`
	g2 = `5 9 7 1 8 4 6 2 3
1 8 4 6 2 3 5 9 7
6 2 3 5 9 7 1 8 4
8 4 6 2 3 5 9 7 1
9 7 1 8 4 6 2 3 5
2 3 5 9 7 1 8 4 6
7 1 8 4 6 2 3 5 9
3 5 9 7 1 8 4 6 2
4 6 2 3 5 9 7 1 8
`
)

var g3 = strings.Map(func(r rune) rune {
	if '1' <= r && r <= '9' {
		return '1' + (r-'1'+1)%9
	}
	return r
}, g1)

// three is the three grids as the program writes them: lines 1–9, 11–19
// and 21–29, 3·163 − 1 bytes.
var three = g1 + "\n" + g2 + "\n" + g3

// toLine turns grids in the grid form into the line form.
func toLine(grids ...string) string {
	var b strings.Builder
	for _, g := range grids {
		b.WriteString(strings.NewReplacer(" ", "", "\n", "").Replace(g) + "\n")
	}
	return b.String()
}

// setLine returns text with line n (from 1) replaced by line.
func setLine(text string, n int, line string) string {
	lines := strings.SplitAfter(text, "\n")
	end := ""
	if strings.HasSuffix(lines[n-1], "\n") {
		end = "\n"
	}
	lines[n-1] = line + end
	return strings.Join(lines, "")
}

// puzzleOf makes a puzzle of a grid in the grid form, in the line form
// with . for a blank, keeping the cells of columns 1, 4 and 7.
func puzzleOf(grid string) string {
	cells := []byte(strings.TrimSuffix(toLine(grid), "\n"))
	for i := range cells {
		if i%3 != 0 {
			cells[i] = '.'
		}
	}
	return string(cells) + "\n"
}

var puzzles3 = puzzleOf(g1) + puzzleOf(g2) + puzzleOf(g3)

// The test grids really are what they claim: valid, distinct, and their
// puzzles solved by them.
func TestCheckData(t *testing.T) {
	grids := parseGrids(t, []byte(three))
	checkGrids(t, grids, 3, 0)
	dir := testDir(t, map[string]string{"p.txt": puzzles3})
	checkSolutions(t, loadPuzzles(t, filepath.Join(dir, "p.txt")), grids)
}

// crlf returns text with CRLF line ends.
func crlf(text string) string { return strings.ReplaceAll(text, "\n", "\r\n") }

var checkTests = []struct {
	name  string
	args  []string // after -check f.txt
	text  string   // f.txt, unless it is "" (none)
	files map[string]string
	want  string // the status, then standard output or error
}{
	{"good", nil, three, nil, "0 ok: 3 distinct valid grids, LF line ends"},
	{"good with -first", []string{"-first", "5"}, g1 + "\n" + g2, nil, "0 ok: 2 distinct valid grids starting with 5, LF line ends"},
	{"one grid", nil, g2, nil, "0 ok: 1 valid grid, LF line ends"},
	{"one digit changed", nil, setLine(three, 14, "8 4 6 2 3 5 9 7 8"), nil,
		"1 sudoku: f.txt:14: grid 2: row 4 has digit 8 twice"},
	{"a swapped pair", nil, setLine(three, 29, "5 1 3 2 6 9 8 4 7"), nil,
		"1 sudoku: f.txt:29: grid 3: column 1 has digit 5 twice"},
	{"a repeated grid", nil, g1 + "\n" + g2 + "\n" + g1, nil,
		"1 sudoku: f.txt:21: grid 3: same as grid 1 (line 1)"},
	{"a grid three times", nil, g1 + "\n" + g1 + "\n" + g2 + "\n" + g1, nil,
		"1 sudoku: f.txt:11: grid 2: same as grid 1 (line 1)\nsudoku: f.txt:31: grid 4: same as grid 1 (line 1)"},
	{"missing final newline", nil, strings.TrimSuffix(three, "\n"), nil,
		"1 sudoku: f.txt:29: no newline at the end of the file"},
	{"CRLF", nil, crlf(three), nil, "0 ok: 3 distinct valid grids, CRLF line ends"},
	{"CRLF, then LF", nil, crlf(g1) + "\n" + g2 + "\n" + g3, nil,
		"1 sudoku: f.txt:10: line ends in LF, but line 1 in CRLF"},
	{"LF, then one CRLF", nil, setLine(three, 5, "6 9 4 2 1 5 8 7 3\r"), nil,
		"1 sudoku: f.txt:5: line ends in CRLF, but line 1 in LF"},
	{"CRLF, missing final line end", nil, strings.TrimSuffix(crlf(three), "\r\n"), nil,
		"1 sudoku: f.txt:29: no newline at the end of the file"},
	{"wrong top-left digit", []string{"-first", "5"}, three, nil,
		"1 sudoku: f.txt:21: grid 3: top-left digit is 6, want 5"},
	{"blank", nil, setLine(three, 1, "5 8 0 3 6 9 4 2 1"), nil,
		"1 sudoku: f.txt:1: grid 1: blank in row 1, column 3"},
	{"two rows swapped", nil, setLine(setLine(three, 3, "2 1 5 8 7 3 6 9 4"), 4, "3 6 9 4 2 1 5 8 7"), nil,
		"1 sudoku: f.txt:3: grid 1: box 1 has digit 2 twice"},
	{"extra empty line", nil, g1 + "\n\n" + g2 + "\n" + g3, nil,
		"1 sudoku: f.txt:11: extra empty line between grids"},
	{"no empty line", nil, g1 + g2 + "\n" + g3, nil,
		"1 sudoku: f.txt:10: no empty line between grids"},
	{"empty line at the end", nil, three + "\n", nil,
		"1 sudoku: f.txt:30: empty line after the last grid"},
	{"empty line at the start", nil, "\n" + three, nil,
		"1 sudoku: f.txt:1: empty line before the first grid"},
	{"spaces on an empty line", nil, setLine(three, 10, " "), nil,
		"1 sudoku: f.txt:10: spaces on an empty line"},
	{"trailing space", nil, setLine(three, 5, "6 9 4 2 1 5 8 7 3 "), nil,
		"1 sudoku: f.txt:5: space at the end of the row"},
	{"leading space", nil, setLine(three, 5, " 6 9 4 2 1 5 8 7 3"), nil,
		"1 sudoku: f.txt:5: space at the start of the row"},
	{"two spaces", nil, setLine(three, 5, "6 9 4  2 1 5 8 7 3"), nil,
		"1 sudoku: f.txt:5: cells not separated by single spaces"},
	{"no spaces", nil, setLine(three, 5, "694215873"), nil,
		"1 sudoku: f.txt:5: cells not separated by single spaces"},
	{"two spaces and none, 17 bytes", nil, setLine(three, 5, "6 9 4 2  15 8 7 3"), nil,
		"1 sudoku: f.txt:5: cells not separated by single spaces"},
	{"tab", nil, setLine(three, 5, "6\t9 4 2 1 5 8 7 3"), nil,
		"1 sudoku: f.txt:5: tab in column 2"},
	{"BOM", nil, "\ufeff" + three, nil, "1 sudoku: f.txt:1: bad character '\\ufeff' in column 1"},
	{"short row", nil, setLine(three, 3, "3 6 9 4 2 1 5 8"), nil,
		"1 sudoku: f.txt:3: row has 8 cells, want 9"},
	{"missing row", nil, strings.Replace(three, "9 7 1 8 4 6 2 3 5\n", "", 1), nil,
		"1 sudoku: f.txt:11: incomplete grid: 8 of 9 rows"},
	{"cut short", nil, three[:len(three)-18], nil,
		"1 sudoku: f.txt:21: incomplete grid: 8 of 9 rows"},
	{"the line form", nil, toLine(g1, g2), nil,
		"1 sudoku: f.txt:1: row has 81 cells, want 9 (the line form? use -format line)\n" +
			"sudoku: f.txt:2: row has 81 cells, want 9 (the line form? use -format line)\n" +
			"sudoku: f.txt:1: incomplete grid: 2 of 9 rows"},
	{"empty", nil, "\n", nil, "1 sudoku: f.txt: no grids"},
	{"binary", nil, "\x7fELF\x02\x01\x01\x00", nil,
		"1 sudoku: f.txt:1: bad character '\\x7f' in column 1\n" +
			"sudoku: f.txt:1: incomplete grid: 1 of 9 rows\n" +
			"sudoku: f.txt:1: no newline at the end of the file"},
	{"many faults", nil, strings.Repeat("x\n", 12), nil, "1 " + manyCheckFaults("f.txt")},

	{"loose, exact", loose, three, nil, "0 ok: 3 distinct valid grids; 0 lines not laid out exactly, tolerated by -loose"},
	{"loose, BOM", loose, "\ufeff" + three, nil, looseOK(1)},
	{"loose, spaces around rows", loose, setLine(setLine(three, 5, " 6 9 4 2 1 5 8 7 3 "), 6, "\t8 7 3 6 9 4 2 1 5"), nil, looseOK(2)},
	{"loose, tabs and double spaces", loose, setLine(setLine(three, 5, "6\t9 4  2 1 5 8 7 3"), 15, "9 7 1 8 4 6 2 3 5\t"), nil, looseOK(2)},
	{"loose, no spaces", loose, setLine(three, 5, "694215873"), nil, looseOK(1)},
	{"loose, Unicode spaces", loose, setLine(setLine(three, 5, "6\u00a09\u00a04 2 1 5 8 7 3"), 6, "8\u30007 3 6 9 4 2 1 5"), nil, looseOK(2)},
	{"loose, no final newline", loose, strings.TrimSuffix(three, "\n"), nil, looseOK(1)},
	{"loose, no empty lines", loose, g1 + g2 + g3, nil, looseOK(2)},
	{"loose, doubled empty lines", loose, g1 + "\n\n" + g2 + "\n\n\n" + g3, nil, looseOK(3)},
	{"loose, empty lines before and after", loose, "\n \n" + three + "\n\n", nil, looseOK(4)},
	{"loose, spaces on the separator", loose, setLine(three, 10, "  "), nil, looseOK(1)},
	{"loose, CRLF", loose, crlf(three), nil, looseOK(0)},
	{"loose, mixed line ends", loose, crlf(g1) + "\n" + g2 + "\n" + g3, nil, looseOK(20)},
	{"loose, everything at once", loose, "\ufeff\r\n" + strings.ReplaceAll(crlf(g1+g2), " ", "  ") + "\r\n\r\n" + g3[:len(g3)-1], nil, looseOK(29)},
	{"loose, a repeated digit", loose, setLine(three, 14, " 8 4 6 2 3 5 9 7 8"), nil,
		"1 sudoku: f.txt:14: grid 2: row 4 has digit 8 twice"},
	{"loose, a repeated grid", loose, g1 + g2 + "\n\n" + g1, nil,
		"1 sudoku: f.txt:21: grid 3: same as grid 1 (line 1)"},
	{"loose, wrong top-left digit", append([]string{"-first", "5"}, loose...), " " + g2 + g3, nil,
		"1 sudoku: f.txt:10: grid 2: top-left digit is 6, want 5"},
	{"loose, a bad character", loose, setLine(three, 5, "6 9 4 2 1 5 8 7 x"), nil,
		"1 sudoku: f.txt:5: bad character 'x' in column 17"},
	{"loose, a short row", loose, setLine(three, 5, "6 9 4 2 1 5 8 7"), nil,
		"1 sudoku: f.txt:5: row has 8 cells, want 9"},
	{"loose, a row missing", loose, strings.Replace(three, "9 7 1 8 4 6 2 3 5\n", "", 1), nil,
		"1 sudoku: f.txt:11: incomplete grid: 8 of 9 rows"},
	{"loose, line form", append([]string{"-format", "line"}, loose...), "\n" + toLine(g1) + " " + toLine(g2)[:81] + " \n\n" + toLine(g3), nil,
		looseOK(3)},
	{"loose, puzzles", append([]string{"-puzzles", "p.txt"}, loose...), g1 + g2 + " " + g3, map[string]string{"p.txt": puzzles3},
		"0 ok: 3 puzzles solved; 2 lines not laid out exactly, tolerated by -loose"},
	// A line is counted once, however many of its faults are tolerated.
	{"trailing space and no final newline", nil, strings.TrimSuffix(three, "\n") + " ", nil,
		"1 sudoku: f.txt:29: space at the end of the row\nsudoku: f.txt:29: no newline at the end of the file"},
	{"loose, trailing space and no final newline", loose, strings.TrimSuffix(three, "\n") + " ", nil, looseOK(1)},
	{"loose, tab and no final newline", loose, strings.TrimSuffix(setLine(three, 29, "1\t5 3 2 6 9 8 4 7"), "\n"), nil, looseOK(1)},
	{"loose, spaces on a last empty line without a newline", loose, three + "  ", nil, looseOK(1)},
	{"loose, CRLF, no final newline", loose, strings.TrimSuffix(crlf(three), "\n"), nil, looseOK(1)},
	{"loose, CRLF and a trailing space", loose, setLine(three, 5, "6 9 4 2 1 5 8 7 3 \r"), nil, looseOK(1)},
	{"loose, LF and two spaces in CRLF", loose, setLine(crlf(three), 5, "6 9 4  2 1 5 8 7 3"), nil, looseOK(1)},
	{"loose, BOM and a tab", loose, "\ufeff" + setLine(three, 1, "5\t8 7 3 6 9 4 2 1"), nil, looseOK(1)},
	{"loose, BOM, Unicode space, CR and no final newline", loose,
		"\ufeff5\u00a08 7 3 6 9 4 2 1\r\n" + strings.TrimSuffix(crlf(three[18:]), "\r\n") + " \r", nil, looseOK(2)},
	{"loose, BOM and spaces on an empty line 1", loose, "\ufeff \n" + three, nil, looseOK(1)},
	{"loose, line form, spaces and no final newline", append([]string{"-format", "line"}, loose...),
		strings.TrimSuffix(toLine(g1, g2, g3), "\n") + "  ", nil, looseOK(1)},
	{"loose, one line, spaces and no newline", append([]string{"-format", "line"}, loose...),
		strings.TrimSuffix(toLine(g1), "\n") + "  ", nil, "0 ok: 1 valid grid; 1 line not laid out exactly, tolerated by -loose"},
	{"loose, one line, everything and no newline", append([]string{"-format", "line"}, loose...),
		"\ufeff " + toLine(g1)[:40] + "\t\u3000" + toLine(g1)[40:81] + " \r", nil, "0 ok: 1 valid grid; 1 line not laid out exactly, tolerated by -loose"},

	// UTF-16, as Windows PowerShell 5 writes what a program prints to a
	// file with >, is one fault, and -loose decodes it.
	{"UTF-16LE", nil, utf16Text(crlf(three), false), nil,
		"1 sudoku: f.txt:1: the file is UTF-16 (as Windows PowerShell 5 writes with >), not ASCII text; -loose checks its grids"},
	{"UTF-16BE", nil, utf16Text(three, true), nil,
		"1 sudoku: f.txt:1: the file is UTF-16, big-endian, not ASCII text; -loose checks its grids"},
	{"UTF-16LE without a byte order mark", nil, utf16Text(three, false)[2:], nil,
		"1 sudoku: f.txt:1: the file is UTF-16, not ASCII text; -loose checks its grids"},
	{"UTF-16, a fault", nil, utf16Text(setLine(three, 14, "8 4 6 2 3 5 9 7 8"), false), nil,
		"1 sudoku: f.txt:1: the file is UTF-16 (as Windows PowerShell 5 writes with >), not ASCII text; -loose checks its grids"},
	{"UTF-16, empty", nil, utf16Text("", true), nil,
		"1 sudoku: f.txt:1: the file is UTF-16, big-endian, not ASCII text; -loose checks its grids"},
	{"UTF-16, puzzles", []string{"-puzzles", "p.txt"}, utf16Text(three, false), map[string]string{"p.txt": puzzles3},
		"1 sudoku: f.txt:1: the file is UTF-16 (as Windows PowerShell 5 writes with >), not ASCII text; -loose checks its grids"},
	{"loose, UTF-16LE", loose, utf16Text(crlf(three), false), nil,
		"0 ok: 3 distinct valid grids; 29 lines not laid out exactly (in UTF-16), tolerated by -loose"},
	{"loose, UTF-16BE", loose, utf16Text(three, true), nil,
		"0 ok: 3 distinct valid grids; 29 lines not laid out exactly (in UTF-16), tolerated by -loose"},
	{"loose, UTF-16 without a byte order mark", loose, utf16Text(three, true)[2:], nil,
		"0 ok: 3 distinct valid grids; 29 lines not laid out exactly (in UTF-16), tolerated by -loose"},
	{"loose, UTF-16, other faults", loose, utf16Text("\ufeff"+strings.TrimSuffix(setLine(three, 5, " 6 9 4 2 1 5 8 7 3"), "\n")+" ", false), nil,
		"0 ok: 3 distinct valid grids; 29 lines not laid out exactly (in UTF-16), tolerated by -loose"},
	{"loose, UTF-16, line form", append([]string{"-format", "line"}, loose...), utf16Text(crlf(toLine(g1, g2, g3)), false), nil,
		"0 ok: 3 distinct valid grids; 3 lines not laid out exactly (in UTF-16), tolerated by -loose"},
	{"loose, UTF-16, a repeated digit", loose, utf16Text(setLine(three, 14, "8 4 6 2 3 5 9 7 8"), true), nil,
		"1 sudoku: f.txt:14: grid 2: row 4 has digit 8 twice"},
	{"loose, UTF-16, a repeated grid", loose, utf16Text(g1+"\n"+g2+"\n"+g1, false), nil,
		"1 sudoku: f.txt:21: grid 3: same as grid 1 (line 1)"},
	{"loose, UTF-16, an odd byte", loose, utf16Text(three, false) + "\n", nil,
		"1 sudoku: f.txt:30: bad character '\uFFFD' in column 1\nsudoku: f.txt:30: incomplete grid: 1 of 9 rows"},
	{"loose, UTF-16, empty", loose, utf16Text("", false), nil, "1 sudoku: f.txt: no grids"},
	{"loose, UTF-16, puzzles", append([]string{"-puzzles", "p.txt"}, loose...), utf16Text(three, false), map[string]string{"p.txt": puzzles3},
		"0 ok: 3 puzzles solved; 29 lines not laid out exactly (in UTF-16), tolerated by -loose"},

	{"line form", []string{"-format", "line"}, toLine(g1, g2, g3), nil, "0 ok: 3 distinct valid grids, LF line ends"},
	{"line form, repeated", []string{"-format", "line"}, toLine(g1, g2, g3, g2), nil,
		"1 sudoku: f.txt:4: grid 4: same as grid 2 (line 2)"},
	{"line form, empty line", []string{"-format", "line"}, toLine(g1) + "\n" + toLine(g2), nil,
		"1 sudoku: f.txt:2: empty line"},
	{"line form, short", []string{"-format", "line"}, toLine(g1)[1:], nil,
		"1 sudoku: f.txt:1: line has 80 cells, want 81"},
	{"line form, space", []string{"-format", "line"}, toLine(g1)[:9] + " " + toLine(g1)[9:], nil,
		"1 sudoku: f.txt:1: space in column 10"},
	{"line form, dots", []string{"-format", "line"}, puzzleOf(g1), nil,
		"1 sudoku: f.txt:1: grid 1: blank in row 1, column 2"},
	{"line form, CRLF", []string{"-format", "line"}, crlf(toLine(g1, g2)), nil, "0 ok: 2 distinct valid grids, CRLF line ends"},
	{"line form, mixed", []string{"-format", "line"}, crlf(toLine(g1)) + toLine(g2, g3), nil,
		"1 sudoku: f.txt:2: line ends in LF, but line 1 in CRLF"},
	{"line form, missing final newline", []string{"-format", "line"}, strings.TrimSuffix(toLine(g1, g2), "\n"), nil,
		"1 sudoku: f.txt:2: no newline at the end of the file"},
	{"line form, grid form", []string{"-format", "line"}, g1, nil,
		"1 " + gridFormFaults("f.txt")},

	{"puzzles", []string{"-puzzles", "p.txt"}, three, map[string]string{"p.txt": puzzles3},
		"0 ok: 3 puzzles solved, LF line ends"},
	{"puzzles in the grid form", []string{"-puzzles", "p.txt"}, g1, map[string]string{"p.txt": strings.ReplaceAll(g1, "1", "0")},
		"0 ok: 1 puzzle solved, LF line ends"},
	{"puzzles, line form", []string{"-puzzles", "p.txt", "-format", "line"}, toLine(g1, g2, g3),
		map[string]string{"p.txt": puzzles3}, "0 ok: 3 puzzles solved, LF line ends"},
	{"puzzles, one solution twice", []string{"-puzzles", "p.txt"}, g1 + "\n" + g1,
		map[string]string{"p.txt": puzzleOf(g1) + puzzleOf(g1)}, "0 ok: 2 puzzles solved, LF line ends"},
	{"puzzles, too few grids", []string{"-puzzles", "p.txt"}, g1 + "\n" + g2, map[string]string{"p.txt": puzzles3},
		"1 sudoku: f.txt:19: the file ends after grid 2, but p.txt has 3 puzzles"},
	{"puzzles, too many grids", []string{"-puzzles", "p.txt"}, three + "\n" + g1 + "\n" + g2,
		map[string]string{"p.txt": puzzles3}, "1 sudoku: f.txt:31: grid 4 has no puzzle: p.txt has 3"},
	{"puzzles, a changed given", []string{"-puzzles", "p.txt"},
		strings.NewReplacer("1", "2", "2", "1").Replace(g1) + "\n" + g2 + "\n" + g3, map[string]string{"p.txt": puzzles3},
		"1 sudoku: f.txt:4: grid 1: row 4, column 1 is 1, but puzzle 1 (p.txt:1) gives 2"},
	{"puzzles, a swapped pair", []string{"-puzzles", "p.txt"}, g2 + "\n" + g1 + "\n" + g3,
		map[string]string{"p.txt": puzzles3},
		"1 sudoku: f.txt:1: grid 1: row 1, column 4 is 1, but puzzle 1 (p.txt:1) gives 3\n" +
			"sudoku: f.txt:11: grid 2: row 1, column 4 is 3, but puzzle 2 (p.txt:2) gives 1"},
	{"puzzles, one unsolved", []string{"-puzzles", "p.txt"},
		g1 + "\n" + strings.ReplaceAll(g2, "7", "0") + "\n" + g3, map[string]string{"p.txt": puzzles3},
		"1 sudoku: f.txt:11: grid 2: blank in row 1, column 3"},
	{"puzzles, malformed", []string{"-puzzles", "p.txt"}, three,
		map[string]string{"p.txt": puzzleOf(g1) + "!\n" + puzzleOf(g3)},
		"1 sudoku: p.txt:2: bad character '!' in column 1"},
	{"puzzles, none", []string{"-puzzles", "p.txt"}, three, map[string]string{"p.txt": "# none\n"},
		"1 sudoku: p.txt: no puzzles"},
	{"puzzles, missing", []string{"-puzzles", "p.txt"}, three, nil,
		"1 sudoku: p.txt: no such file or directory"},
	{"missing", nil, "", nil, "1 sudoku: f.txt: no such file or directory"},
}

// loose is the flag -check takes to check content alone.
var loose = []string{"-loose"}

// looseOK is what -check -loose says of three good grids with n lines not
// laid out exactly.
func looseOK(n int) string {
	return fmt.Sprintf("0 ok: 3 distinct valid grids; %d %s not laid out exactly, tolerated by -loose", n, plural(n, "line"))
}

// manyCheckFaults returns the faults of a file of twelve lines "x": one
// for each line, the tenth starting a grid with no empty line before it,
// and one for that grid cut short by the end of the file; the first ten
// are shown.
func manyCheckFaults(name string) string {
	var lines []string
	for i := 1; i <= 10; i++ {
		msg := "bad character 'x' in column 1"
		if i == 10 {
			msg = "no empty line between grids"
		}
		lines = append(lines, fmt.Sprintf("sudoku: %s:%d: %s", name, i, msg))
	}
	lines = append(lines, fmt.Sprintf("sudoku: %s: 13 faults in all", name))
	return strings.Join(lines, "\n")
}

// gridFormFaults returns the faults of g1 checked as the line form.
func gridFormFaults(name string) string {
	var lines []string
	for i := 1; i <= 9; i++ {
		lines = append(lines, fmt.Sprintf("sudoku: %s:%d: line has 9 cells, want 81 (the grid form? leave out -format line)", name, i))
	}
	return strings.Join(lines, "\n")
}

func TestCheck(t *testing.T) {
	for _, tt := range checkTests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			files := map[string]string{"sudoku.txt": oldOutput}
			if tt.text != "" {
				files["f.txt"] = tt.text
			}
			for name, text := range tt.files {
				files[name] = text
			}
			dir := testDir(t, files)
			got := sudoku(t, dir, "", append([]string{"-check", "f.txt"}, tt.args...)...)
			if got.code == 0 && got.stderr != "" || got.code != 0 && got.stdout != "" {
				t.Errorf("status %d with stdout %q and stderr %q", got.code, got.stdout, got.stderr)
			}
			if s := fmt.Sprintf("%d %s", got.code, got.stdout+got.stderr); s != tt.want+"\n" {
				t.Errorf("got\n%s\nwant\n%s", s, tt.want)
			}
			var names []string
			for name := range files {
				names = append(names, name)
			}
			checkUnchanged(t, dir, names...)
		})
	}
}

// checkOK reports whether the checker passes text, read from a reader
// that can be read again, and the faults if not.
func checkOK(text string, lineForm, loose bool) (bool, error) {
	_, ok, err := runChecker(text, lineForm, loose)
	return ok, err
}

// runChecker is checkOK that also returns the checker.
func runChecker(text string, lineForm, loose bool) (*checker, bool, error) {
	c := newChecker("f.txt", lineForm, 0, loose)
	c.size = int64(len(text)) // as from a file: large inputs take their buffers at once
	again := func() (io.Reader, error) { return strings.NewReader(text), nil }
	err := c.checkFrom(strings.NewReader(text), again)
	return c, c.faults.n == 0 && err == nil, err
}

// goodGrids reports whether text holds distinct valid grids laid out
// exactly, by the independent checks.
func goodGrids(text string, lineForm bool) bool {
	grids, err := parseOutput([]byte(text), lineForm)
	return err == nil && distinctValid(grids)
}

// distinctValid reports whether grids are one or more valid grids, no two
// equal, by the independent check.
func distinctValid(grids []Grid) bool {
	if len(grids) == 0 {
		return false
	}
	seen := make(map[Grid]bool)
	for i := range grids {
		if checkGrid(&grids[i]) != nil || seen[grids[i]] {
			return false
		}
		seen[grids[i]] = true
	}
	return true
}

// FuzzCheck checks that the checker passes exactly what the independent
// checks pass, strict and loose, that no input makes it fail otherwise,
// and that its faults do not depend on where buffers cut the input. What
// -loose passes, it passes tolerating no line if and only if the strict
// check passes it too, and no more lines than there are.
func FuzzCheck(f *testing.F) {
	for _, tt := range checkTests {
		if tt.files == nil {
			f.Add(tt.text, slices.Contains(tt.args, "line"), slices.Contains(tt.args, "-loose"))
		}
	}
	f.Fuzz(func(t *testing.T, text string, lineForm, loose bool) {
		c, ok, err := runChecker(text, lineForm, loose)
		want := goodGrids(text, lineForm)
		if loose {
			want = looseGrids(text, lineForm)
		}
		if ok != want {
			t.Fatalf("checker (loose %v) says %v (%v), independent checks say %v, for\n%q", loose, ok, err, want, text)
		}
		if loose && ok {
			n, lines := c.scan.tolerated, c.scan.lines
			if strict, _ := checkOK(text, lineForm, false); n > lines || (n == 0) != strict {
				t.Fatalf("-loose tolerates %d of %d lines, and the strict check passes: %v, for\n%q", n, lines, strict, text)
			}
		}
		for _, line := range strings.Split(fmt.Sprint(err), "\n") {
			if err != nil && !strings.HasPrefix(line, "f.txt:") {
				t.Fatalf("fault %q does not name the file", line)
			}
		}
		lines := text
		if t, ok := decodeUTF16(text); ok && loose {
			lines = t // what the buffers hold
		}
		if longest(lines) < smallBuffer {
			defer func(n int) { scanBuffer = n }(scanBuffer)
			scanBuffer = smallBuffer
			if ok2, err2 := checkOK(text, lineForm, loose); ok2 != ok || fmt.Sprint(err2) != fmt.Sprint(err) {
				t.Fatalf("in buffers of %d bytes the checker says %v (%v), in one %v (%v), for\n%q", smallBuffer, ok2, err2, ok, err, text)
			}
		}
	})
}

// smallBuffer is a buffer size that cuts most inputs of the tests, but
// takes a grid and a line of either form.
const smallBuffer = 180

// longest returns the length of the longest line of text.
func longest(text string) int {
	n := 0
	for line := range strings.Lines(text) {
		n = max(n, len(line))
	}
	return n
}

// looseGrids reports whether text holds distinct valid grids as -check
// -loose reads them, by independent checks: UTF-16 is decoded; a byte
// order mark at the start, CRs before line ends, U+00A0, U+3000, tabs and
// spaces count for nothing but separate cells; in the grid form, rows of nine cells make a grid
// nine at a time, and an empty line may come only between grids; in the
// line form, each line that is not empty is a grid of 81 cells.
func looseGrids(text string, lineForm bool) bool {
	if t, ok := decodeUTF16(text); ok {
		text = t
	}
	text = strings.TrimPrefix(text, "\ufeff")
	text = strings.NewReplacer("\u00a0", " ", "\u3000", " ", "\t", " ").Replace(text)
	var grids []Grid
	var cells []uint8
	want := 9
	if lineForm {
		want = 81
	}
	for line := range strings.SplitSeq(text, "\n") {
		line = strings.TrimSuffix(line, "\r")
		if strings.Trim(line, " ") == "" {
			if len(cells) > 0 && !lineForm {
				return false // a grid cut short
			}
			continue
		}
		n := 0
		for _, c := range strings.ReplaceAll(line, " ", "") {
			if c < '0' || c > '9' {
				return false
			}
			cells = append(cells, uint8(c-'0'))
			n++
		}
		if n != want {
			return false
		}
		if len(cells) == 81 {
			grids = append(grids, Grid(cells))
			cells = cells[:0]
		}
	}
	return len(cells) == 0 && distinctValid(grids)
}

// decodeUTF16 returns text decoded from UTF-16 into UTF-8, and true, if
// it is UTF-16: if it starts with a byte order mark, which is left out, or
// has one zero byte in its first two. An odd byte at the end, like a
// surrogate without its pair, is U+FFFD.
func decodeUTF16(text string) (string, bool) {
	var big bool
	switch {
	case strings.HasPrefix(text, "\xfe\xff"):
		text, big = text[2:], true
	case strings.HasPrefix(text, "\xff\xfe"):
		text = text[2:]
	case len(text) >= 2 && text[0] == 0 && text[1] != 0:
		big = true
	case len(text) >= 2 && text[0] != 0 && text[1] == 0:
	default:
		return "", false
	}
	var units []uint16
	for i := 0; i+1 < len(text); i += 2 {
		u := uint16(text[i]) | uint16(text[i+1])<<8
		if big {
			u = u>>8 | u<<8
		}
		units = append(units, u)
	}
	if len(text)%2 != 0 {
		units = append(units, 0xfffd)
	}
	return string(utf16.Decode(units)), true
}

// Repeats are confirmed on a second pass, over standard input too, which
// is kept in a temporary file, without a name or removed afterwards.
func TestCheckStdinRepeat(t *testing.T) {
	for _, named := range []bool{false, true} {
		tmp := t.TempDir()
		t.Setenv("TMPDIR", tmp)
		cmd := command(t.TempDir(), "-check", "-")
		if named {
			cmd.Env = append(cmd.Env, "SUDOKU_TEST_NAMED=1")
		}
		got := runCommand(t, cmd, g1+"\n"+g2+"\n"+g1)
		if want := "sudoku: stdin:21: grid 3: same as grid 1 (line 1)\n"; got.code != 1 || got.stderr != want {
			t.Errorf("named=%v: got status %d, stderr %q; want 1, %q", named, got.code, got.stderr, want)
		}
		if names := dirNames(t, tmp); len(names) != 0 {
			t.Errorf("named=%v: left %v in the temporary folder", named, names)
		}
	}
}

// UTF-16 on standard input is decoded on the second pass too, from the
// copy kept.
func TestCheckStdinUTF16(t *testing.T) {
	cmd := command(t.TempDir(), "-check", "-", "-loose")
	got := runCommand(t, cmd, utf16Text(crlf(g1+"\n"+g2+"\n"+g1), false))
	if want := "sudoku: stdin:21: grid 3: same as grid 1 (line 1)\n"; got.code != 1 || got.stderr != want {
		t.Errorf("got status %d, stderr %q; want 1, %q", got.code, got.stderr, want)
	}
}

// Repeats found by several passes, each over a share of the fingerprints,
// are reported in line order, the first ten and then a count, whatever
// the share.
func TestRepeatsInBatches(t *testing.T) {
	// Grids 1–6 are distinct, made from g1 by adding 0 to 5 to each digit;
	// grids 7–18 repeat them in the order 6, 5, …, 1, 6, 5, …, 1.
	var grids []string
	for k := range 18 {
		shift := k % 6
		if k >= 6 {
			shift = 5 - k%6
		}
		grids = append(grids, strings.Map(func(r rune) rune {
			if '1' <= r && r <= '9' {
				return '1' + (r-'1'+rune(shift))%9
			}
			return r
		}, g1))
	}
	text := strings.Join(grids, "\n")
	var want []string
	for k := 7; k <= 16; k++ {
		j := 6 - (k-7)%6
		want = append(want, fmt.Sprintf("f.txt:%d: grid %d: same as grid %d (line %d)", 10*k-9, k, j, 10*j-9))
	}
	want = append(want, "f.txt: 12 faults in all")
	defer func(n int) { repeatBatch = n }(repeatBatch)
	for _, batch := range []int{1, 2, 5, 1 << 18} {
		repeatBatch = batch
		if ok, err := checkOK(text, false, false); ok || fmt.Sprint(err) != strings.Join(want, "\n") {
			t.Errorf("batch %d: got\n%v\nwant\n%s", batch, err, strings.Join(want, "\n"))
		}
	}
}

// The faults found and their order do not depend on where the input is
// cut into buffers, which are checked on every core as batches.
func TestCheckBuffers(t *testing.T) {
	type input struct {
		text            string
		lineForm, loose bool
	}
	var inputs []input
	for _, tt := range checkTests {
		if tt.files == nil && !slices.Contains(tt.args, "-first") {
			inputs = append(inputs, input{tt.text, slices.Contains(tt.args, "line"), slices.Contains(tt.args, "-loose")})
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for _, f := range []form{{}, {crlf: true}, {layout: lineLayout}} {
		text := written(t, f, func(gw *gridWriter) error { return generate(gw, 300, 0, rng) })
		for range 30 {
			i := rng.IntN(len(text))
			switch rng.IntN(4) {
			case 0:
				text[i] = "0123456789 \n\r"[rng.IntN(13)]
			case 1: // a grid repeated
				k := rng.IntN(299) * f.size()
				text = slices.Insert(text, i/f.size()*f.size(), text[k:k+f.size()]...)
			case 2:
				text = slices.Delete(text, i, i+1)
			}
		}
		inputs = append(inputs, input{string(text), f.lineForm(), false}, input{string(text), f.lineForm(), true})
		grids := parseGrids(t, generated(t, 300, 0, 9))
		for range 15 {
			grids = slices.Insert(grids, rng.IntN(len(grids)), grids[rng.IntN(len(grids))])
		}
		text = written(t, f, func(gw *gridWriter) error {
			for i := range grids {
				if err := gw.write(&grids[i]); err != nil {
					return err
				}
			}
			return nil
		})
		inputs = append(inputs, input{string(text), f.lineForm(), false})
	}
	check := func() []string {
		var got []string
		for _, in := range inputs {
			ok, err := checkOK(in.text, in.lineForm, in.loose)
			got = append(got, fmt.Sprint(ok, err))
		}
		return got
	}
	want := check()
	defer func(n int) { scanBuffer = n }(scanBuffer)
	for _, size := range []int{smallBuffer, 251, 1000, 4096} {
		scanBuffer = size
		for i, got := range check() {
			if got != want[i] {
				t.Fatalf("buffers of %d bytes, %q:\ngot  %s\nwant %s", size, inputs[i].text, got, want[i])
			}
		}
	}
}

// Two grids differ only where a grid key looks, and a grid key tells
// every valid grid apart.
func TestGridKey(t *testing.T) {
	grids := parseGrids(t, []byte(three))
	seen := map[gridKey]int{}
	for i := range grids {
		seen[keyOf(&grids[i])] = i
	}
	if len(seen) != 3 {
		t.Errorf("%d keys for 3 grids", len(seen))
	}
	// Swapping two rows of a band keeps a grid valid and changes its key.
	g := grids[0]
	copy(g[:9], grids[0][9:18])
	copy(g[9:18], grids[0][:9])
	if checkGrid(&g) != nil || keyOf(&g) == keyOf(&grids[0]) {
		t.Error("a row swap gave an invalid grid or the same key")
	}
}

// Every mode reads standard input and writes standard output, and -check
// passes what -c and -s write, in either form.
func TestCheckStreams(t *testing.T) {
	dir := testDir(t, map[string]string{"p.txt": string(readFile(t, "testdata/grid.txt"))})
	puzzles := string(readFile(t, "testdata/grid.txt"))
	for _, form := range []string{"grid", "line"} {
		gen := sudoku(t, dir, "", "-c", "300", "-first", "3", "-o", "-", "-format", form)
		if gen.code != 0 {
			t.Fatalf("-c: status %d: %s", gen.code, gen.stderr)
		}
		got := sudoku(t, dir, gen.stdout, "-check", "-", "-first", "3", "-format", form)
		if want := "ok: 300 distinct valid grids starting with 3, LF line ends\n"; got.code != 0 || got.stdout != want || got.stderr != "" {
			t.Errorf("%s: -c | -check: status %d, stdout %q, stderr %q", form, got.code, got.stdout, got.stderr)
		}
		sol := sudoku(t, dir, puzzles, "-s", "-", "-o", "-", "-format", form)
		if sol.code != 0 {
			t.Fatalf("-s: status %d: %s", sol.code, sol.stderr)
		}
		got = sudoku(t, dir, sol.stdout, "-check", "-", "-puzzles", "p.txt", "-format", form)
		if want := "ok: 3 puzzles solved, LF line ends\n"; got.code != 0 || got.stdout != want || got.stderr != "" {
			t.Errorf("%s: -s | -check: status %d, stdout %q, stderr %q", form, got.code, got.stdout, got.stderr)
		}
		name := "sol." + form
		if err := os.WriteFile(filepath.Join(dir, name), []byte(sol.stdout), 0o644); err != nil {
			t.Fatal(err)
		}
		got = sudoku(t, dir, puzzles, "-check", name, "-puzzles", "-", "-format", form)
		if want := "ok: 3 puzzles solved, LF line ends\n"; got.code != 0 || got.stdout != want || got.stderr != "" {
			t.Errorf("%s: -check -puzzles -: status %d, stdout %q, stderr %q", form, got.code, got.stdout, got.stderr)
		}
	}
}

var checkUsageTests = []struct {
	args []string
	msg  string
}{
	{[]string{"-check"}, "flag needs an argument: -check"},
	{[]string{"-check", ""}, "-check needs a file name, - for standard input"},
	{[]string{"-check", "f.txt", "-c", "5"}, "-c and -check cannot be used together"},
	{[]string{"-check", "f.txt", "-s", "p.txt"}, "-s and -check cannot be used together"},
	{[]string{"-check", "f.txt", "-n", "5"}, "-n and -check cannot be used together"},
	{[]string{"-puzzles", "p.txt"}, "no mode given: use -c N, -s FILE, -n N, -check FILE, -rate FILE, -explain FILE or -grade PROGRAM"},
	{[]string{"-s", "p.txt", "-puzzles", "p.txt"}, "-puzzles applies only to -check"},
	{[]string{"-check", "f.txt", "-puzzles", ""}, "-puzzles needs a file name, - for standard input"},
	{[]string{"-check", "-", "-puzzles", "-"}, "-check and -puzzles cannot both read standard input"},
	{[]string{"-check", "f.txt", "-puzzles", "p.txt", "-first", "3"}, "-first cannot be used with -puzzles"},
	{[]string{"-check", "f.txt", "-first", "10"}, "-first 10: want a digit from 1 to 9, or 0 for none"},
	{[]string{"-c", "5", "-loose"}, "-loose applies only to -check"},
	{[]string{"-check", "f.txt", "-crlf"}, "-crlf applies only to -c, -s, -n, -rate and -explain"},
	{[]string{"-check", "f.txt", "-seed", "3"}, "-seed applies only to -c and -n"},
	{[]string{"-check", "f.txt", "-o", "out.txt"}, "-o applies only to -c, -s, -n, -rate, -explain and -grade"},
	{[]string{"-check", "f.txt", "-u"}, "-u applies only to -n"},
	{[]string{"-check", "f.txt", "-format", "csv"}, "-format csv: want grid, line, pretty or html"},
	{[]string{"-check", "f.txt", "extra"}, `unexpected argument "extra"`},
}

func TestCheckUsageErrors(t *testing.T) {
	for _, tt := range checkUsageTests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			t.Parallel()
			dir := testDir(t, map[string]string{"sudoku.txt": oldOutput, "f.txt": three, "p.txt": puzzles3})
			got := sudoku(t, dir, "", tt.args...)
			want := "sudoku: " + tt.msg + "\n" + usageHint
			if got.code != 2 || got.stderr != want || got.stdout != "" {
				t.Errorf("got status %d, stderr\n%s\nwant status 2, stderr\n%s", got.code, got.stderr, want)
			}
			checkUnchanged(t, dir, "f.txt", "p.txt", "sudoku.txt")
		})
	}
}

func TestCheckDirectory(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "d"), 0o755); err != nil {
		t.Fatal(err)
	}
	got := sudoku(t, dir, "", "-check", "d")
	if want := "sudoku: d: is a directory\n"; got.code != 1 || got.stderr != want {
		t.Errorf("got status %d, stderr %q; want 1, %q", got.code, got.stderr, want)
	}
}

// A file large enough that its batches' buffers and its fingerprints are
// taken in huge pages, mapped apart from Go's heap and given back before
// the pass that confirms repeats: the grids repeated at its end are found,
// in order, with the lines of both.
func TestCheckLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	const n = 200_000 // fingerprints of 1.3 MB
	text := generated(t, n, 0, 7)
	grids := bytes.Split(bytes.TrimSuffix(text, []byte("\n")), []byte("\n\n"))
	for _, k := range []int{1, n - 1, 0} {
		text = slices.Concat(text, []byte("\n"), grids[k], []byte("\n"))
	}
	name := filepath.Join(t.TempDir(), "grids.txt")
	if err := os.WriteFile(name, text, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	c := newChecker(name, false, 0, false)
	err = c.check(f)
	var want []string
	for k, of := range []int{2, n, 1} {
		want = append(want, fmt.Sprintf("%s:%d: grid %d: same as grid %d (line %d)", name, 10*(n+k)+1, n+k+1, of, 10*of-9))
	}
	if fmt.Sprint(err) != strings.Join(want, "\n") {
		t.Errorf("got\n%v\nwant\n%s", err, strings.Join(want, "\n"))
	}
}

// BenchmarkCheck checks a file of 1,000,000 grids, as graders do.
func BenchmarkCheck(b *testing.B) {
	name := filepath.Join(b.TempDir(), "grids.txt")
	text := generated(b, 1000000, 0, 1)
	if err := os.WriteFile(name, text, 0o644); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		f, err := os.Open(name)
		if err != nil {
			b.Fatal(err)
		}
		c := newChecker(name, false, 0, false)
		if err := c.check(f); err != nil {
			b.Fatal(err)
		}
		f.Close()
		if want := "ok: 1000000 distinct valid grids, LF line ends"; c.summary() != want {
			b.Fatalf("got %q, want %q", c.summary(), want)
		}
	}
}
