package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sudoku/internal/fault"
	"sudoku/internal/oracle"
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
	grids := oracle.ParseGrids(t, []byte(three))
	oracle.CheckGrids(t, grids, 3, 0)
	dir := oracle.TestDir(t, map[string]string{"p.txt": puzzles3})
	oracle.CheckSolutions(t, oracle.Puzzles(t, filepath.Join(dir, "p.txt")), grids)
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
	{"UTF-16LE", nil, oracle.UTF16Text(crlf(three), false), nil,
		"1 sudoku: f.txt:1: the file is UTF-16 (as Windows PowerShell 5 writes with >), not ASCII text; -loose checks its grids"},
	{"UTF-16BE", nil, oracle.UTF16Text(three, true), nil,
		"1 sudoku: f.txt:1: the file is UTF-16, big-endian, not ASCII text; -loose checks its grids"},
	{"UTF-16LE without a byte order mark", nil, oracle.UTF16Text(three, false)[2:], nil,
		"1 sudoku: f.txt:1: the file is UTF-16, not ASCII text; -loose checks its grids"},
	{"UTF-16, a fault", nil, oracle.UTF16Text(setLine(three, 14, "8 4 6 2 3 5 9 7 8"), false), nil,
		"1 sudoku: f.txt:1: the file is UTF-16 (as Windows PowerShell 5 writes with >), not ASCII text; -loose checks its grids"},
	{"UTF-16, empty", nil, oracle.UTF16Text("", true), nil,
		"1 sudoku: f.txt:1: the file is UTF-16, big-endian, not ASCII text; -loose checks its grids"},
	{"UTF-16, puzzles", []string{"-puzzles", "p.txt"}, oracle.UTF16Text(three, false), map[string]string{"p.txt": puzzles3},
		"1 sudoku: f.txt:1: the file is UTF-16 (as Windows PowerShell 5 writes with >), not ASCII text; -loose checks its grids"},
	{"loose, UTF-16LE", loose, oracle.UTF16Text(crlf(three), false), nil,
		"0 ok: 3 distinct valid grids; 29 lines not laid out exactly (in UTF-16), tolerated by -loose"},
	{"loose, UTF-16BE", loose, oracle.UTF16Text(three, true), nil,
		"0 ok: 3 distinct valid grids; 29 lines not laid out exactly (in UTF-16), tolerated by -loose"},
	{"loose, UTF-16 without a byte order mark", loose, oracle.UTF16Text(three, true)[2:], nil,
		"0 ok: 3 distinct valid grids; 29 lines not laid out exactly (in UTF-16), tolerated by -loose"},
	{"loose, UTF-16, other faults", loose, oracle.UTF16Text("\ufeff"+strings.TrimSuffix(setLine(three, 5, " 6 9 4 2 1 5 8 7 3"), "\n")+" ", false), nil,
		"0 ok: 3 distinct valid grids; 29 lines not laid out exactly (in UTF-16), tolerated by -loose"},
	{"loose, UTF-16, line form", append([]string{"-format", "line"}, loose...), oracle.UTF16Text(crlf(toLine(g1, g2, g3)), false), nil,
		"0 ok: 3 distinct valid grids; 3 lines not laid out exactly (in UTF-16), tolerated by -loose"},
	{"loose, UTF-16, a repeated digit", loose, oracle.UTF16Text(setLine(three, 14, "8 4 6 2 3 5 9 7 8"), true), nil,
		"1 sudoku: f.txt:14: grid 2: row 4 has digit 8 twice"},
	{"loose, UTF-16, a repeated grid", loose, oracle.UTF16Text(g1+"\n"+g2+"\n"+g1, false), nil,
		"1 sudoku: f.txt:21: grid 3: same as grid 1 (line 1)"},
	{"loose, UTF-16, an odd byte", loose, oracle.UTF16Text(three, false) + "\n", nil,
		"1 sudoku: f.txt:30: bad character '\uFFFD' in column 1\nsudoku: f.txt:30: incomplete grid: 1 of 9 rows"},
	{"loose, UTF-16, empty", loose, oracle.UTF16Text("", false), nil, "1 sudoku: f.txt: no grids"},
	{"loose, UTF-16, puzzles", append([]string{"-puzzles", "p.txt"}, loose...), oracle.UTF16Text(three, false), map[string]string{"p.txt": puzzles3},
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
	return fmt.Sprintf("0 ok: 3 distinct valid grids; %d %s not laid out exactly, tolerated by -loose", n, fault.Plural(n, "line"))
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
			dir := oracle.TestDir(t, files)
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

// seedDir holds the corpus of FuzzCheck, in package check, whose seeds
// are the inputs of checkTests: that package's unit tests run the checker
// itself on them, against independent checks and in buffers of any size.
const seedDir = "internal/check/testdata/fuzz/FuzzCheck"

// Each input of checkTests that needs no other file is a seed of
// FuzzCheck, in Go's corpus format, named for its case; -update writes
// them.
func TestCheckSeeds(t *testing.T) {
	want := map[string]string{}
	for _, tt := range checkTests {
		if tt.files != nil {
			continue
		}
		name := "seed-" + strings.Join(strings.FieldsFunc(strings.ToLower(tt.name), func(r rune) bool {
			return (r < 'a' || r > 'z') && (r < '0' || r > '9')
		}), "-")
		if _, ok := want[name]; ok {
			t.Fatalf("two cases named %s", name)
		}
		want[name] = fmt.Sprintf("go test fuzz v1\nstring(%q)\nbool(%v)\nbool(%v)\n",
			tt.text, slices.Contains(tt.args, "line"), slices.Contains(tt.args, "-loose"))
	}
	entries, err := os.ReadDir(seedDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if _, ok := want[e.Name()]; !ok && strings.HasPrefix(e.Name(), "seed-") {
			if *update {
				err = errors.Join(err, os.Remove(filepath.Join(seedDir, e.Name())))
			} else {
				t.Errorf("%s: no such case in checkTests (go test -run TestCheckSeeds -update)", e.Name())
			}
		}
	}
	for name, text := range want {
		file := filepath.Join(seedDir, name)
		if *update {
			err = errors.Join(err, os.WriteFile(file, []byte(text), 0o644))
		} else if got, _ := os.ReadFile(file); string(got) != text {
			t.Errorf("%s is not the input of its case in checkTests (go test -run TestCheckSeeds -update)", file)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
}

// Repeats are confirmed on a second pass, over standard input too, which
// is kept in a temporary file and removed afterwards (output's own tests
// take the path where the file cannot be made without a name).
func TestCheckStdinRepeat(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	got := runCommand(t, command(t.TempDir(), "-check", "-"), g1+"\n"+g2+"\n"+g1)
	if want := "sudoku: stdin:21: grid 3: same as grid 1 (line 1)\n"; got.code != 1 || got.stderr != want {
		t.Errorf("got status %d, stderr %q; want 1, %q", got.code, got.stderr, want)
	}
	if names := oracle.DirNames(t, tmp); len(names) != 0 {
		t.Errorf("left %v in the temporary folder", names)
	}
}

// UTF-16 on standard input is decoded on the second pass too, from the
// copy kept.
func TestCheckStdinUTF16(t *testing.T) {
	cmd := command(t.TempDir(), "-check", "-", "-loose")
	got := runCommand(t, cmd, oracle.UTF16Text(crlf(g1+"\n"+g2+"\n"+g1), false))
	if want := "sudoku: stdin:21: grid 3: same as grid 1 (line 1)\n"; got.code != 1 || got.stderr != want {
		t.Errorf("got status %d, stderr %q; want 1, %q", got.code, got.stderr, want)
	}
}

// Every mode reads standard input and writes standard output, and -check
// passes what -c and -s write, in either form.
func TestCheckStreams(t *testing.T) {
	dir := oracle.TestDir(t, map[string]string{"p.txt": string(oracle.ReadFile(t, "testdata/grid.txt"))})
	puzzles := string(oracle.ReadFile(t, "testdata/grid.txt"))
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
			dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput, "f.txt": three, "p.txt": puzzles3})
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
