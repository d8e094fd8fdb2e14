package read

// These tests compare the reader's short way of reading the exact forms
// with its long one, and size cases by its buffer: only the package sees them.

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"sudoku/internal/board"
	"sudoku/internal/fault"
	"sudoku/internal/oracle"
)

// wiki is the puzzle of Wikipedia's article on sudoku, a line of 81
// cells, . for a blank.
const wiki = oracle.Wiki

// wikiGrid is wiki in the grid form.
const wikiGrid = `5 3 0 0 7 0 0 0 0
6 0 0 1 9 5 0 0 0
0 9 8 0 0 0 0 6 0
8 0 0 0 6 0 0 0 3
4 0 0 8 0 3 0 0 1
7 0 0 0 2 0 0 0 6
0 6 0 0 0 0 2 8 0
0 0 0 4 1 9 0 0 5
0 0 0 0 8 0 0 7 9
`

// wiki0 is wiki with 0 for a blank, as the table below writes puzzles.
var wiki0 = strings.ReplaceAll(wiki, ".", "0")

// The same puzzle with no given in its first row, or its last; and a
// solved grid whose first row is 1 to 9.
var (
	emptyFirst = "000000000" + wiki0[9:]
	emptyLast  = wiki0[:72] + "000000000"
	ordered    = "123456789456789123789123456234567891567891234891234567345678912678912345912345678"

	// The Puzzle with a 3 alone in its last row, and with no given in its
	// first column or its last.
	lastAlone = wiki0[:72] + "300000000"
	middle    = "030070000000195000098000060000060000000803000000020000060000280000419000000080070"

	// A Puzzle with one solution and no given in its first row, the first
	// of the public collection of 17-clue puzzles, and the same upside
	// down.
	first17  = "000000000000000001000002030000003020001040000005000060030000004070080009620007000"
	first17r = "620007000070080009030000004005000060001040000000003020000002030000000001000000000"

	// Two more puzzles with one solution: one whose second row is empty,
	// and one of the 17-clue puzzles whose first row of each band is, so
	// that moving each band's rows up by one keeps a puzzle with one
	// solution.
	emptySecond = "007900001000000000000002950000009070901700300070030260000300000800106020052000090"
	emptyBands  = "000000000000001002003000040000000000000040356170008000000000000005230000200000801"

	// A Puzzle whose first row is 812 and blanks, published as the
	// hardest by Arto Inkala, and the wiki puzzle without its fifth row.
	inkala      = "812000000003600000070090200050007000000045700000100030001000068008500010090000400"
	emptyMiddle = "530070000600195000098000060800060003000000000700020006060000280000419005000080079"

	// The wiki puzzle with only its rows 2, 5 and 8, as a grid drawn
	// with spacer lines would be read as rows.
	onlyMiddle = "000000000" + wiki0[9:18] + strings.Repeat("0", 18) + wiki0[36:45] + strings.Repeat("0", 18) + wiki0[63:72] + "000000000"
)

// wikiSolved is the solution of wiki.
const wikiSolved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

// wikiOther is another solved grid: wikiSolved with 1 and 2 swapped.
var wikiOther = strings.NewReplacer("1", "2", "2", "1").Replace(wikiSolved)

// wikiForum is wiki framed as on the puzzle forums.
const wikiForum = `*-----------*
|53.|.7.|...|
|6..|195|...|
|.98|...|.6.|
|---+---+---|
|8..|.6.|..3|
|4..|8.3|..1|
|7..|.2.|..6|
|---+---+---|
|.6.|...|28.|
|...|419|..5|
|...|.8.|.79|
*-----------*
`

// gridOfLine returns the 81 cells of p in the grid form, a row a line.
func gridOfLine(p string) string {
	var b strings.Builder
	for r := range 9 {
		b.WriteString(strings.Join(strings.Split(p[9*r:9*r+9], ""), " ") + "\n")
	}
	return b.String()
}

// rowLists returns the 81 cells of p as a list of rows, each a list of
// its cells, on one line: [[5, 3, 0, …], [6, 0, 0, …], …].
func rowLists(p string) string {
	var rows []string
	for r := range 9 {
		rows = append(rows, "["+strings.Join(strings.Split(strings.ReplaceAll(p[9*r:9*r+9], ".", "0"), ""), ", ")+"]")
	}
	return "[" + strings.Join(rows, ", ") + "]"
}

// rowsOf returns lines from to to of text, counting from 1.
func rowsOf(text string, from, to int) string {
	return strings.Join(strings.SplitAfter(text, "\n")[from-1:to], "")
}

// labelRows returns the rows of a grid each after its label in labels, and
// sep.
func labelRows(grid, labels, sep string) string {
	var b strings.Builder
	for i, row := range slices.Collect(strings.Lines(grid)) {
		b.WriteString(labels[i:i+1] + sep + row)
	}
	return b.String()
}

// sheetRows returns the 81 cells of p, 0 for blanks, as nine rows of
// cells with sep between them and a blank as an empty cell, as a
// spreadsheet writes them.
func sheetRows(p, sep string) string {
	var b strings.Builder
	for r := range 9 {
		b.WriteString(strings.Join(strings.Split(strings.ReplaceAll(p[9*r:9*r+9], "0", " "), ""), sep))
		b.WriteString("\n")
	}
	return strings.ReplaceAll(b.String(), " ", "")
}

// eachRow returns the lines of text, each changed by change, which is
// given its index and the line without its newline.
func eachRow(text string, change func(i int, line string) string) string {
	var b strings.Builder
	for i, line := range slices.Collect(strings.Lines(text)) {
		b.WriteString(change(i, strings.TrimSuffix(line, "\n")) + "\n")
	}
	return b.String()
}

// banded returns a grid of nine lines with an empty line after its third
// and sixth rows.
func banded(grid string) string {
	return eachRow(grid, func(i int, row string) string {
		if i == 2 || i == 5 {
			return row + "\n"
		}
		return row
	})
}

// counted is a puzzle whose first row is 1 to 9, as the numbers of the
// columns over a grid are.
const counted = `123456789
456789123
789123456
234567891
567891234
891234567
345678912
678912345
912345600
`

// nodeRows returns the 81 cells of p as Node.js's console.log prints a
// list of rows: each row's cells five a line, or in quotes three a line.
func nodeRows(p string, quoted bool) string {
	var b strings.Builder
	b.WriteString("[\n")
	for r := range 9 {
		cells := strings.Split(p[9*r:9*r+9], "")
		per := 5
		if quoted {
			per = 3
			for i, c := range cells {
				cells[i] = "'" + c + "'"
			}
		}
		b.WriteString("  [\n")
		writeItems(&b, "    ", cells, per)
		b.WriteString("  ],\n")
	}
	b.WriteString("]\n")
	return b.String()
}

// yamlRows returns the 81 cells of p as PyYAML writes a list of rows in
// blocks, a cell a line.
func yamlRows(p string) string {
	var b strings.Builder
	for i, c := range p {
		if i%9 == 0 {
			b.WriteString("- - " + string(c) + "\n")
		} else {
			b.WriteString("  - " + string(c) + "\n")
		}
	}
	return b.String()
}

// spacedRows returns the 81 cells of p as nine rows of nine characters,
// a space for a blank.
func spacedRows(p string) string {
	var b strings.Builder
	for r := range 9 {
		b.WriteString(strings.ReplaceAll(p[9*r:9*r+9], "0", " ") + "\n")
	}
	return b.String()
}

// blankRows returns the 81 cells of p in the grid form, a space for a
// blank, the spaces at the ends of the rows kept.
func blankRows(p string) string { return strings.ReplaceAll(gridOfLine(p), "0", " ") }

// boxedRows returns the 81 cells of p in boxes of fixed width, a space for
// a blank, each row after its label in labels, under the numbers of the
// columns and between borders: "A | 5 3   |   7   |       |".
func boxedRows(p, labels string) string {
	border := "  +-------+-------+-------+\n"
	b := strings.Builder{}
	b.WriteString("    1 2 3   4 5 6   7 8 9\n" + border)
	for r := range 9 {
		b.WriteString(labels[r:r+1] + " |")
		for k := range 3 {
			b.WriteString(strings.ReplaceAll(" "+cellsSep(p[9*r+3*k:9*r+3*k+3], " ")+" |", "0", " "))
		}
		b.WriteString("\n")
		if r%3 == 2 {
			b.WriteString(border)
		}
	}
	return b.String()
}

// itemLines returns the 81 cells of p as the items of a list, per a line
// after a line opening it, blanks written blank and, if down, each digit
// one lower, from 0 to 8, as some JavaScript libraries keep them.
func itemLines(p, blank string, per int, down bool) string {
	var items []string
	for _, c := range p {
		switch {
		case c == '0':
			items = append(items, blank)
		case down:
			items = append(items, string(c-1))
		default:
			items = append(items, string(c))
		}
	}
	var b strings.Builder
	b.WriteString("[\n")
	writeItems(&b, "  ", items, per)
	b.WriteString("]\n")
	return b.String()
}

// writeItems writes items to b per a line after indent, with a comma
// after each but the last, as Node.js prints a list's items.
func writeItems(b *strings.Builder, indent string, items []string, per int) {
	for i := 0; i < len(items); i += per {
		b.WriteString(indent + strings.Join(items[i:min(i+per, len(items))], ", "))
		if i+per < len(items) {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
}

// wrapped returns text cut at spaces into lines of at most width
// characters, each after the first indented by indent spaces, as numpy
// prints a long array.
func wrapped(text string, width, indent int) string {
	var b strings.Builder
	line := ""
	for _, w := range strings.Fields(text) {
		switch {
		case line == "":
			line = w
		case len(line)+1+len(w) > width:
			b.WriteString(line + "\n")
			line = strings.Repeat(" ", indent) + w
		default:
			line += " " + w
		}
	}
	b.WriteString(line + "\n")
	return b.String()
}

// cellsSep returns the cells of p with sep between them.
func cellsSep(p, sep string) string { return strings.Join(strings.Split(p, ""), sep) }

// flatRows returns the 81 cells of p as one list between brackets, nine
// a line, commas between them.
func flatRows(p string) string {
	rows := make([]string, 9)
	for r := range rows {
		rows[r] = cellsSep(p[9*r:9*r+9], ",")
	}
	return "[" + strings.Join(rows, ",\n") + "]\n"
}

// keyedLines returns the 81 cells of p as values under their keys, A1 to
// I9, in quotes, one a line if lines is set, as Node.js prints an object,
// else on one line, as Python prints a dict; a blank's value is blank.
func keyedLines(p, blank string, lines bool) string {
	pairs := make([]string, 81)
	for i, c := range p {
		v := string(c)
		if c == '0' || c == '.' {
			v = blank
		}
		if lines {
			pairs[i] = fmt.Sprintf("  %c%d: '%s'", 'A'+i/9, i%9+1, v)
		} else {
			pairs[i] = fmt.Sprintf("'%c%d': '%s'", 'A'+i/9, i%9+1, v)
		}
	}
	if lines {
		return "{\n" + strings.Join(pairs, ",\n") + "\n}\n"
	}
	return "{" + strings.Join(pairs, ", ") + "}\n"
}

// starredRows returns the 81 cells of p as pzl draws a grid, its boxes'
// size on the first line and each given digit after a *.
func starredRows(p string) string {
	rule := "+------+------+------+\n"
	var b strings.Builder
	b.WriteString("3, 3\n" + rule)
	for r := range 9 {
		for c := range 9 {
			if c%3 == 0 {
				b.WriteString("|")
			}
			if d := p[9*r+c]; d == '0' {
				b.WriteString(" .")
			} else {
				b.WriteString("*" + string(d))
			}
		}
		b.WriteString("|\n")
		if r%3 == 2 {
			b.WriteString(rule)
		}
	}
	return b.String()
}

// tableRows returns the 81 cells of p as Node.js's console.table prints a
// list of rows, each after its index between bars, a blank written blank.
func tableRows(p, blank string) string {
	var b strings.Builder
	b.WriteString("│ (index) │ 0 │ 1 │ 2 │ 3 │ 4 │ 5 │ 6 │ 7 │ 8 │\n")
	for r := range 9 {
		fmt.Fprintf(&b, "│ %d       │", r)
		for _, c := range p[9*r : 9*r+9] {
			v := string(c)
			if c == '0' {
				v = blank
			}
			b.WriteString(" " + v + " │")
		}
		b.WriteString("\n")
	}
	return b.String()
}

// floatRows returns the 81 cells of p as numpy prints an array of floats,
// "[[5. 3. 0. …]", if nan is empty, or else as pandas prints a DataFrame
// of floats, each row after its number, a blank nan.
func floatRows(p, nan string) string {
	var b strings.Builder
	if nan != "" {
		b.WriteString("  ")
		for c := range 9 {
			fmt.Fprintf(&b, "    %d", c)
		}
		b.WriteString("\n")
	}
	for r := range 9 {
		var cells []string
		for _, c := range p[9*r : 9*r+9] {
			switch {
			case nan == "":
				cells = append(cells, string(c)+".")
			case c == '0':
				cells = append(cells, nan)
			default:
				cells = append(cells, string(c)+".0")
			}
		}
		if nan != "" {
			fmt.Fprintf(&b, "%d  %s\n", r, strings.Join(cells, "  "))
			continue
		}
		open, end := " [", "]\n"
		if r == 0 {
			open = "[["
		}
		if r == 8 {
			end = "]]\n"
		}
		b.WriteString(open + strings.Join(cells, " ") + end)
	}
	return b.String()
}

// amplRows returns the rows of grid each after its number, from 1, as
// AMPL's and GNU MathProg's tables of data write them.
func amplRows(grid string) string {
	return eachRow(grid, func(i int, row string) string { return fmt.Sprintf("    %d  %s", i+1, row) })
}

// pandasRows returns the 81 cells of p as pandas prints a DataFrame of
// them: the numbers of the columns above the rows, each row after its
// own, counted from first.
func pandasRows(p string, first int) string {
	var b strings.Builder
	b.WriteString(" ")
	for c := range 9 {
		fmt.Fprintf(&b, "  %d", first+c)
	}
	b.WriteString("\n")
	for r := range 9 {
		fmt.Fprintf(&b, "%d  %s\n", first+r, cellsSep(p[9*r:9*r+9], "  "))
	}
	return b.String()
}

// renderRows returns the 81 cells of p as Go's go-sudoku renders them:
// each cell in the middle of three columns, a space for a blank, boxes
// between │, a rule between bands, and, if framed, a heavy frame that
// pads the outer boxes with a space. The spaces at the ends of lines are
// cut, as an editor would.
func renderRows(p string, framed bool) string {
	var b strings.Builder
	if framed {
		b.WriteString("┏" + strings.Repeat("━", 31) + "┓\n")
	}
	for r := range 9 {
		if r == 3 || r == 6 {
			b.WriteString(strings.Repeat("─", 9) + "┼" + strings.Repeat("─", 9) + "┼" + strings.Repeat("─", 9) + "\n")
		}
		var boxes []string
		for k := range 3 {
			box := ""
			for _, c := range p[9*r+3*k : 9*r+3*k+3] {
				box += " " + strings.ReplaceAll(string(c), "0", " ") + " "
			}
			boxes = append(boxes, box)
		}
		line := strings.Join(boxes, "│")
		if framed {
			line = "┃ " + line + " ┃"
		}
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	if framed {
		b.WriteString("┃" + strings.Repeat(" ", 10) + "Medium [42]" + strings.Repeat(" ", 10) + "┃\n┗" + strings.Repeat("━", 31) + "┛\n")
	}
	return b.String()
}

// printBoard returns the 81 cells of p as the print_board of Tech With Tim
// and GeeksforGeeks prints them, "7 8 0  | 4 0 0  | 1 2 0", with rule
// between bands; their rule is "- - - - - - - - - - - - - ".
func printBoard(p, rule string) string {
	var b strings.Builder
	for r := range 9 {
		if r == 3 || r == 6 {
			b.WriteString(rule + "\n")
		}
		row := p[9*r : 9*r+9]
		b.WriteString(cellsSep(row[:3], " ") + "  | " + cellsSep(row[3:6], " ") + "  | " + cellsSep(row[6:], " ") + "\n")
	}
	return b.String()
}

// cellRows returns the 81 cells of p each in a box of its own, a border
// after every row, "| 5 | 3 |   |", and with spacers an empty line of
// boxes above and below each row, as Col's Sudoku Helper exports a grid.
func cellRows(p string, spacers bool) string {
	rule, empty := strings.Repeat("+---", 9)+"+\n", strings.Repeat("|   ", 9)+"|\n"
	var b strings.Builder
	for r := range 9 {
		b.WriteString(rule)
		if spacers {
			b.WriteString(empty)
		}
		for _, c := range p[9*r : 9*r+9] {
			b.WriteString("| " + strings.ReplaceAll(string(c), "0", " ") + " ")
		}
		b.WriteString("|\n")
		if spacers {
			b.WriteString(empty)
		}
	}
	return b.String() + rule
}

// markdownRows returns the rows of a grid as the rows of a Markdown table,
// with sep between their cells and a blank as an empty cell.
func markdownRows(grid, sep string) string {
	var b strings.Builder
	for row := range strings.Lines(grid) {
		cells := strings.Fields(strings.ReplaceAll(row, "0", "."))
		b.WriteString(strings.TrimLeft(sep, " ") + strings.ReplaceAll(strings.Join(cells, sep), ".", " ") + strings.TrimRight(sep, " "))
		b.WriteString("\n")
	}
	return b.String()
}

var parseTests = []struct {
	name string
	in   string
	want []string // "LINE: the puzzle with 0 for blanks", or a fault
}{
	{"line", wiki + "\n", []string{"1: " + wiki0}},
	{"line with zeros", wiki0 + "\n", []string{"1: " + wiki0}},
	{"grid", wikiGrid, []string{"1: " + wiki0}},
	{"grid without spaces", strings.ReplaceAll(wikiGrid, " ", ""), []string{"1: " + wiki0}},
	{"grid with dots", strings.ReplaceAll(wikiGrid, "0", "."), []string{"1: " + wiki0}},
	{"two grids", wikiGrid + "\n" + wikiGrid, []string{"1: " + wiki0, "11: " + wiki0}},
	{"no empty line between grids", wikiGrid + wikiGrid, []string{"1: " + wiki0, "10: " + wiki0}},
	{"empty lines and comments", "# puzzles\n\n\n" + wikiGrid + "\n\n# next\n\n" + wiki + "\n\n",
		[]string{"4: " + wiki0, "17: " + wiki0}},
	{"comment inside a grid", strings.Replace(wikiGrid, "4 0 0", "# row 5\n4 0 0", 1), []string{"1: " + wiki0}},
	{"CRLF, BOM, trailing spaces, no final newline",
		"\ufeff" + strings.TrimSuffix(strings.ReplaceAll(wikiGrid, "\n", " \t\r\n"), "\r\n") + "\r\n\r\n" + wiki + "  ",
		[]string{"1: " + wiki0, "11: " + wiki0}},
	{"tabs between cells", strings.ReplaceAll(wikiGrid, " ", "\t"), []string{"1: " + wiki0}},
	{"leading spaces", "  " + wiki + "\n", []string{"1: " + wiki0}},
	{"empty", "", nil},
	{"only empty lines", "\n\r\n  \n", nil},

	// The layouts people have; the module's testdata/forms has a file of each.
	{"blanks", "5 3 _ _ 7 _ _ _ _\n" + strings.ReplaceAll(rowsOf(wikiGrid, 2, 9), "0", "*") + strings.ReplaceAll(wiki, ".", "$") + "\n" +
		strings.ReplaceAll(wiki, ".", "?") + "\n" + strings.ReplaceAll(wiki, ".", "x") + "\n" + strings.ReplaceAll(wiki, ".", "-") + "\n",
		[]string{"1: " + wiki0, "10: " + wiki0, "11: " + wiki0, "12: " + wiki0, "13: " + wiki0}},
	{"forum frame", wikiForum, []string{"2: " + wiki0}},
	{"Simple Sudoku", "53.|.7.|...\n6..|195|...\n.98|...|.6.\n---+---+---\n8..|.6.|..3\n4..|8.3|..1\n7..|.2.|..6\n" +
		"-----------\n.6.|...|28.\n...|419|..5\n...|.8.|.79\n", []string{"1: " + wiki0}},
	{"qqwing", " 5 3 . | . 7 . | . . .\n 6 . . | 1 9 5 | . . .\n . 9 8 | . . . | . 6 .\n-------|-------|-------\n" +
		" 8 . . | . 6 . | . . 3\n 4 . . | 8 . 3 | . . 1\n 7 . . | . 2 . | . . 6\n-------|-------|-------\n" +
		" . 6 . | . . . | 2 8 .\n . . . | 4 1 9 | . . 5\n . . . | . 8 . | . 7 9\n", []string{"1: " + wiki0}},
	{"rows by box", "530 070 000\n600 195 000\n098 000 060\n800 060 003\n400 803 001\n700 020 006\n060 000 280\n000 419 005\n000 080 079\n",
		[]string{"1: " + wiki0}},
	{"81 cells with spaces", strings.Join(strings.SplitAfter(wiki, "..."), " ") + "\n", []string{"1: " + wiki0}},
	{"headers", "Grid 01\n" + strings.ReplaceAll(wikiGrid, " ", "") + "[Puzzle]\n" + wikiGrid + "题目 1\n" + wiki + "\n" +
		"\xcc\xe2\xc4\xbf 2\n" + wiki + "\n" + "Puzzle,\n" + wiki + ",\n" + "--- Puzzle 3 ---\n" + wiki + "\n",
		[]string{"2: " + wiki0, "12: " + wiki0, "22: " + wiki0, "24: " + wiki0, "26: " + wiki0, "28: " + wiki0}},
	{"notes", wiki + " # a comment\n" + wiki + " ED=2.3/1.2/1.2\n" + wiki + ";2.3\n" + wiki + ":1:\n" + wiki + "\t1\n" +
		wiki + " 1\n" + wiki + "," + wiki0 + "\n",
		[]string{"1: " + wiki0, "2: " + wiki0, "3: " + wiki0, "4: " + wiki0, "5: " + wiki0, "6: " + wiki0, "7: " + wiki0}},
	{"commas", strings.ReplaceAll(wikiGrid, " ", ",") + "\n" + strings.NewReplacer(" ", ",", "0", "").Replace(wikiGrid) + "\n" +
		strings.NewReplacer(" ", ";", "0", "").Replace(wikiGrid),
		[]string{"1: " + wiki0, "11: " + wiki0, "21: " + wiki0}},
	{"quoted fields", "\"Puzzle\",\"Solution\"\n\"" + wiki + "\",\"" + wiki0 + "\"\n" + strings.NewReplacer(" ", "\",\"", "0", "").Replace(wikiGrid),
		[]string{"2: " + wiki0, "3: " + wiki0}},
	{"full width and Unicode spaces", "５\u3000３\u3000０\u3000０\u3000７\u3000０\u3000０\u3000０\u3000０\n" + rowsOf(wikiGrid, 2, 9) +
		strings.ReplaceAll(wiki, "...", "...\u00a0") + "\n" + "\ufeff" + wiki + "\n",
		[]string{"1: " + wiki0, "10: " + wiki0, "11: " + wiki0}},
	{"CR line ends", strings.ReplaceAll("Grid 01\n"+wikiGrid+"# a comment\n\n"+wiki+"\n", "\n", "\r"), []string{"2: " + wiki0, "13: " + wiki0}},
	{"CR, CRLF and LF", "Grid 01\r" + strings.Replace(wikiGrid, "\n", "\r\n", 4) + "\r\r\n\n" + wiki, []string{"2: " + wiki0, "14: " + wiki0}},
	{"UTF-16LE", oracle.UTF16Text("题目 1\r\n"+strings.ReplaceAll(wikiGrid, "\n", "\r\n")+"\r\n"+wiki+"\r\n", false),
		[]string{"2: " + wiki0, "12: " + wiki0}},
	{"UTF-16BE", oracle.UTF16Text("# 𝕊udoku\n"+wikiForum, true), []string{"3: " + wiki0}},
	{"UTF-16 without a mark", oracle.UTF16Text(wiki+"\r\n", false)[2:], []string{"1: " + wiki0}},
	{"UTF-16BE without a mark", oracle.UTF16Text("Grid 01\n"+wikiGrid, true)[2:], []string{"2: " + wiki0}},
	{"tab-separated cells", strings.NewReplacer(" ", "\t", "0", "").Replace(rowsOf(wikiGrid, 1, 8)) + "\t\t\t\t\t\t\t\t\n",
		[]string{"1: " + wiki0[:72] + "000000000"}},
	{"a row after a tab", "\t" + wikiGrid, []string{"1: " + wiki0}},
	{"box drawing", "┌───────┬───────┬───────┐\n│ 5 3 . │ . 7 . │ . . . │\n" + rowsOf(wikiGrid, 2, 3) + "├───────┼───────┼───────┤\n" +
		rowsOf(wikiGrid, 4, 9) + "└───────┴───────┴───────┘\n", []string{"2: " + wiki0}},
	{"nine dashes are a row of blanks", rowsOf(wikiGrid, 1, 8) + "---------\n",
		[]string{"1: " + wiki0[:72] + "000000000"}},
	{"rules of spaced dashes, as print_board draws them", printBoard(wiki0, "- - - - - - - - - - - - - ") + "- - - - - - - - - - - - - \n" +
		printBoard(wiki0, "- - - + - - - + - - -"), []string{"1: " + wiki0, "13: " + wiki0}},
	{"rules between puzzles", "*************\n" + wiki + "\n_____________\n" + wikiGrid + "~~~~~~~~\n" + wiki0 + "\n++++++\n" +
		strings.Repeat(".", 24) + "\n" + wiki + "\n" + strings.Repeat(". ", 40) + "\n" + "* * * * * * * * * * * * *\n" + wiki + "\n",
		[]string{"2: " + wiki0, "4: " + wiki0, "14: " + wiki0, "17: " + wiki0, "20: " + wiki0}},
	{"a line of 81 blanks is a puzzle", strings.Repeat(".", 81) + "\n" + strings.Repeat("*", 81) + "\n",
		[]string{"1: " + strings.Repeat("0", 81), "2: " + strings.Repeat("0", 81)}},
	{"twelve blanks are a row too long", rowsOf(wikiGrid, 1, 8) + "............\n", []string{"t:9: row has 12 cells, want 9"}},
	{"nine spaced dashes among rules are a row", strings.Replace(printBoard(emptyMiddle, "- - - - - - - - - - - - - "), "0 0 0  | 0 0 0  | 0 0 0", "- - - - - - - - -", 1),
		[]string{"1: " + emptyMiddle}},
	{"a Markdown table", markdownRows(rowsOf(wikiGrid, 1, 1), " | ") + "|:-:|---|--:|---|---|---|---|---|-|\n" + markdownRows(rowsOf(wikiGrid, 2, 9), "|"),
		[]string{"1: " + wiki0}},
	{"Markdown header with no digit", "|  |  |  |  |  |  |  |  |  |\n|---|---|---|---|---|---|---|---|---|\n" + markdownRows(wikiGrid, " | "),
		[]string{"3: " + wiki0}},
	{"Markdown header of letters", "| A | B | C | D | E | F | G | H | I |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n" + markdownRows(wikiGrid, "|"),
		[]string{"3: " + wiki0}},
	{"Markdown row of 8 cells", "|5|3|||7||||\n" + markdownRows(rowsOf(wikiGrid, 2, 9), "|"), []string{"t:1: row has 8 cells, want 9"}},
	{"rows as lists", "[[5 3 0 0 7 0 0 0 0]\n" + strings.NewReplacer(" ", ", ", "\n", "],\n").Replace(labelRows(rowsOf(wikiGrid, 2, 8), "[[[[[[[", "")) +
		"[\"0\", \"0\", \"0\", \"0\", \"8\", \"0\", \"0\", \"7\", \"9\"]]\n",
		[]string{"1: " + wiki0}},
	{"rows as lists in a comment", " * Input:\n * [\n * [\"" + strings.NewReplacer(" ", "\",\"", "\n", "\"],\n * [\"").Replace(strings.TrimSuffix(wikiGrid, "\n")) + "\"]\n * ]\n",
		[]string{"3: " + wiki0}},
	{"a puzzle as a list of rows on a line", "board = [[" + strings.NewReplacer(" ", ",", "\n", "],[").Replace(strings.TrimSuffix(wikiGrid, "\n")) + "]];\n",
		[]string{"1: " + wiki0}},
	{"not a list", "[Puzzle]\n" + wikiGrid + "[5 3 0 0 7 0 0 0 0] 1\n\n[5 3 0 0 7 0 0 0 0\n",
		[]string{"2: " + wiki0, "t:11: bad character '[' in column 1", "t:13: incomplete puzzle: 9 of 81 cells"}},
	{"a cell a line", "[\n" + strings.NewReplacer(" ", ",\n", "\n", ",\n").Replace(strings.TrimSuffix(wikiGrid, "\n")) + "\n]\n" +
		"[\n\"5\",\n\"3\",\n\".\"\n]\nGrid 01\n" + rowsOf(wikiGrid, 1, 8) + "5,\n",
		[]string{"2: " + wiki0, "t:85: incomplete puzzle: 3 of 81 cells", "t:98: row has 2 cells, want 9"}},
	{"rows after labels", "  1 2 3 4 5 6 7 8 9\n" + labelRows(wikiGrid, "ABCDEFGHI", " ") + labelRows(wikiGrid, "abcdefghi", ") ") +
		labelRows(wikiGrid, "123456789", ": ") + labelRows(wikiGrid, "123456789", " | ") + rowsOf(labelRows(wikiGrid, "123456789", " "), 1, 1),
		[]string{"2: " + wiki0, "11: " + wiki0, "20: " + wiki0, "29: " + wiki0, "t:38: row has 10 cells, want 9"}},
	{"a spacer line above and below each row", cellRows(wiki0, true) + "\n" + cellRows(emptyFirst, true) + cellRows(emptyMiddle, true) + cellRows(emptyLast, true),
		[]string{"3: " + wiki0, "41: " + emptyFirst, "78: " + emptyMiddle, "115: " + emptyLast}},
	{"a border after each band, rows 1 and 3 empty", "+" + strings.Repeat("-", 35) + "+\n" + markdownRows(rowsOf(gridOfLine(wiki0[:9]+wiki0[9:18]+"000000000"+wiki0[27:]), 1, 3), " | ") +
		"+" + strings.Repeat("-", 35) + "+\n" + markdownRows(rowsOf(wikiGrid, 4, 6), " | ") + "+" + strings.Repeat("-", 35) + "+\n" + markdownRows(rowsOf(wikiGrid, 7, 9), " | "),
		[]string{"2: " + wiki0[:18] + "000000000" + wiki0[27:]}},
	{"a grid with spacer lines, only rows 2, 5 and 8 given", cellRows(onlyMiddle, true) + "\n" + rowsOf(cellRows(onlyMiddle, true), 1, 36) + "\n" + wiki + "\n",
		[]string{"3: " + onlyMiddle, "41: " + onlyMiddle, "76: " + wiki0}},
	{"a row where a spacer line should be", eachRow(cellRows(wiki0, true), func(i int, line string) string {
		if i == 19 {
			return "| 9" + line[3:]
		}
		return line
	}) + cellRows(wiki0, true),
		[]string{"t:20: want a line of empty boxes or a border, as around each row of the grid", "40: " + wiki0}},
	{"a border after every row, the first row empty", cellRows(emptyFirst, false) + cellRows(emptyMiddle, false) + "|---|---|---|---|---|---|---|---|---|\n" + cellRows(emptyFirst, false)[38:],
		[]string{"2: " + emptyFirst, "21: " + emptyMiddle, "40: " + emptyFirst}},
	{"a border after each band, only rows 2, 5 and 8 given", "+" + strings.Repeat("-", 35) + "+\n" + markdownRows(rowsOf(gridOfLine(onlyMiddle), 1, 3), " | ") +
		"+" + strings.Repeat("-", 35) + "+\n" + markdownRows(rowsOf(gridOfLine(onlyMiddle), 4, 6), " | ") + "+" + strings.Repeat("-", 35) + "+\n" +
		markdownRows(rowsOf(gridOfLine(onlyMiddle), 7, 9), " | ") + "+" + strings.Repeat("-", 35) + "+\n",
		[]string{"2: " + onlyMiddle}},
	{"a row of blanks with bars under a first row", rowsOf(wikiGrid, 1, 1) + "| - - - | - - - | - - - |\n" + rowsOf(wikiGrid, 3, 9),
		[]string{"1: " + wiki0[:9] + "000000000" + wiki0[18:]}},
	{"a row of 8 blanks with bars", rowsOf(wikiGrid, 1, 8) + "| - - | - - - | - - - |\n", []string{"t:9: row has 8 cells, want 9"}},

	{"blanks drawn as middle dots and squares", strings.ReplaceAll(wikiGrid, "0", "·") + strings.ReplaceAll(wiki, ".", "·") + "\n" +
		strings.ReplaceAll(strings.ReplaceAll(wikiGrid, " ", ""), "0", "□") + strings.ReplaceAll(wiki, ".", "◻") + "\n" + strings.Repeat("·", 25) + "\n" +
		"· Puzzle 6 ·\n" + strings.ReplaceAll(wiki, ".", "·") + "\n",
		[]string{"1: " + wiki0, "10: " + wiki0, "11: " + wiki0, "20: " + wiki0, "23: " + wiki0}},
	{"a title in GBK whose first character's bytes are a middle dot's", "\xc2\xb7\xcf\xdf 1\n" + wiki + "\n", []string{"2: " + wiki0}},
	{"a row of 8 with middle dots", strings.Replace(strings.ReplaceAll(wikiGrid, "0", "·"), "6 · · 1 9 5 · · ·", "6 · · 1 9 5 · ·", 1), []string{"t:2: row has 8 cells, want 9"}},
	{"a bad character after middle dots", "5 3 · · ! · · · ·\n", []string{"t:1: bad character '!' in column 9"}},
	{"digits with a dot between each two, 0 a blank", strings.ReplaceAll(wikiGrid, " ", ".") + "-.-.-.-.-.-.-.-.-\n" + cellsSep(wiki0, ".") + "\n" +
		"1.2.3.4.8\n" + rowsOf(wikiGrid, 2, 9),
		[]string{"1: " + wiki0, "11: " + wiki0, "12: 102030408" + wiki0[9:]}},
	{"digits with a dot between each two, a row of 8", strings.Replace(strings.ReplaceAll(wikiGrid, " ", "."), "6.0.0.1.9.5.0.0.0", "6.0.0.1.9.5.0.0", 1),
		[]string{"t:2: row has 15 cells, want 9"}},
	{"bad character", wiki[:10] + "!" + wiki[11:] + "\n", []string{"t:1: bad character '!' in column 11"}},
	{"bad character in a grid", strings.Replace(wikiGrid, "6 0 0 1", "6 0 0 é", 1),
		[]string{"t:2: bad character 'é' in column 7"}},
	{"tab-separated row of 8", "5\t3\t\t\t7\t\t\t\n", []string{"t:1: row has 8 cells, want 9"}},
	{"a ruled header in a grid", rowsOf(wikiGrid, 1, 4) + "--- Puzzle 2 ---\n" + wiki + "\n",
		[]string{"t:1: incomplete puzzle: 4 of 9 rows", "6: " + wiki0}},
	{"a number before a puzzle", "7;" + wiki + ";2.2\n\"12\",\"" + wiki0 + "\"\n", []string{"1: " + wiki0, "2: " + wiki0}},
	{"a number before a puzzle cut short", "12," + wiki[:80] + "\n", []string{"t:1: field of a puzzle has 80 cells, want 81"}},
	{"a rule before a row", "--- 5 3 0 0 7 0 0 0 0\n", []string{"t:1: row has 12 cells, want 9"}},
	{"NUL", "\x00\x00\n", []string{"t:1: bad character '\\x00' in column 1"}},
	{"invalid UTF-8", "5 3 \xff\n", []string{"t:1: bad character '\\xff' in column 5"}},
	{"only the first fault on a line", "x y z\n", []string{"t:1: bad character 'y' in column 3"}},
	{"short row", strings.Replace(wikiGrid, "6 0 0 1 9 5 0 0 0", "6 0 0 1 9 5 0 0", 1),
		[]string{"t:2: row has 8 cells, want 9"}},
	{"long row", strings.Replace(wikiGrid, "6 0 0 1 9 5 0 0 0", "6 0 0 1 9 5 0 0 0 0", 1),
		[]string{"t:2: row has 10 cells, want 9"}},
	{"short line", wiki[:80] + "\n", []string{"t:1: line has 80 cells, want 81"}},
	{"long line", wiki + "1\n", []string{"t:1: line has 82 cells, want 81"}},
	{"too long", strings.Repeat("0", 5000) + "\n" + wiki + "\n",
		[]string{"t:1: line is too long (over 4096 bytes)", "2: " + wiki0}},
	{"longer than the buffer", strings.Repeat("0 ", 100000) + "\n" + wiki + "\n",
		[]string{"t:1: line is too long (over 4096 bytes)", "2: " + wiki0}},
	{"spaces longer than the buffer", strings.Repeat(" ", 200000) + "\n" + wiki + "\n",
		[]string{"t:1: line is too long (over 4096 bytes)", "2: " + wiki0}},
	{"a list longer than the buffer", "[" + strings.Repeat("\""+wiki+"\", ", 1000) + "\"" + wiki0 + "\"]\n" + wiki + "\n",
		append(slices.Repeat([]string{"1: " + wiki0}, 1001), "2: "+wiki0)},
	{"a list a little longer than the buffer", "[" + strings.Repeat("\""+wiki+"\", ", readBuffer/86) + "\"" + wiki0 + "\"]\n" + wiki + "\n",
		append(slices.Repeat([]string{"1: " + wiki0}, readBuffer/86+1), "2: "+wiki0)},
	{"a puzzle in a list with a cell too many", "{\"grid\": " + strings.Replace(rowLists(wiki0), ", 9]]", ", 9, 1]]", 1) + ", \"id\": \"" + wiki[:30] + "\"}\n",
		[]string{"t:1: puzzle 1 of the line has 82 cells, want 81"}},
	{"rows in markup", "<sudoku>\n" + strings.Join(slices.Collect(func(yield func(string) bool) {
		for line := range strings.Lines(wikiGrid) {
			yield("  <row>" + strings.TrimSuffix(line, "\n") + "</row>\n")
		}
	}), "") + "</sudoku>\n", []string{"2: " + wiki0}},
	{"a row in markup cut short", "<sudoku>\n<row>5 3 0 0 7 0 0 0</row>\n" + rowsOf(wikiGrid, 2, 9) + "</sudoku>\n",
		[]string{"t:3: incomplete puzzle: 8 of 9 rows"}},
	{"a row in markup with a cell too many", "<sudoku>\n" + rowsOf(wikiGrid, 1, 1) + "<row>6 0 0 1 9 5 0 0 0 1</row>\n" + rowsOf(wikiGrid, 3, 9) + "<level>3</level>\n" + wiki + "\n",
		[]string{"t:3: row has 10 cells, want 9", "12: " + wiki0}},
	{"puzzles in a bulleted list", "- " + wiki + "\n* \"" + wiki0 + "\"\n  - " + wiki + " # easy\n", []string{"1: " + wiki0, "2: " + wiki0, "3: " + wiki0}},
	{"a blank and a puzzle", "- " + wiki + "-\n", []string{"t:1: line has 83 cells, want 81"}},
	{"the columns' numbers over a grid with empty lines between bands", "1 2 3 4 5 6 7 8 9\n" + banded(wikiGrid), []string{"2: " + wiki0}},
	{"a first row 1 to 9 with empty lines between bands", banded(counted), []string{"1: " + strings.ReplaceAll(counted, "\n", "")}},
	{"a comment over lines", "/*\n Change this file to pass\n another board:\n" + wikiGrid + "*/\n" + wiki + "\n",
		[]string{"14: " + wiki0}},
	{"a comment over lines among rows", eachRow(wikiGrid, func(i int, row string) string {
		if i == 4 {
			return "  /* the old row:\n" + row + "\n  */\n" + row
		}
		return row
	}), []string{"1: " + wiki0}},
	{"a comment not closed", wiki + "\n  /* put aside\n" + wiki + "\n", []string{"1: " + wiki0, "t:2: comment /* is not closed by */"}},
	{"rows after bullets", eachRow(strings.ReplaceAll(wikiGrid, " ", ""), func(i int, row string) string { return "- " + row }),
		[]string{"1: " + wiki0}},
	{"a short row among rows after bullets", eachRow(strings.ReplaceAll(wikiGrid, " ", ""), func(i int, row string) string {
		if i == 4 {
			row = row[1:]
		}
		return "- " + row
	}), []string{"t:5: row has 8 cells, want 9"}},
	{"a short first row after a bullet", eachRow(strings.ReplaceAll(wikiGrid, " ", ""), func(i int, row string) string {
		if i == 0 {
			row = row[1:]
		}
		return "- " + row
	}), []string{"t:1: row has 8 cells, want 9"}},
	{"code comments", "// Puzzle 1, from the paper\n" + wiki + "\n/* hard */\n" + wiki + "\n//\n", []string{"2: " + wiki0, "4: " + wiki0}},
	{"a puzzle after //", "// " + wiki + "\n", []string{"1: " + wiki0}},
	{"rows with a comment after each", wiki + "\n\n" + eachRow(strings.ReplaceAll(wikiGrid, " ", ""), func(i int, row string) string {
		return fmt.Sprintf("%s  // row %d", row, i+1)
	}) + "\n" + eachRow(strings.ReplaceAll(wikiGrid, "0", "."), func(i int, row string) string {
		return fmt.Sprintf("%s  /* row %d */", row, i+1)
	}), []string{"1: " + wiki0, "3: " + wiki0, "13: " + wiki0}},
	{"comment lines among an array's rows", "int grid[9][9] = {\n    // band 1\n" + eachRow(wikiGrid, func(i int, row string) string {
		return [...]string{"", "", "", "    // band 2\n", "", "", "    /* band 3 */\n", "", ""}[i] + "    {" + strings.ReplaceAll(row, " ", ", ") + "},"
	}) + "};\n// the next\n" + rowsOf(wikiGrid, 1, 4) + "// Puzzle 2\n" + wiki + "\n",
		[]string{"3: " + wiki0, "t:16: incomplete puzzle: 4 of 9 rows", "21: " + wiki0}},
	{"a row with a comment after it, alone", "5 3 0 0 7 0 0 0 0 // first row\n", []string{"t:1: incomplete puzzle: 1 of 9 rows"}},
	{"a row of 8 with a comment after it", rowsOf(wikiGrid, 1, 1) + "6 0 0 1 9 5 0 0  // row 2\n" + rowsOf(wikiGrid, 3, 9),
		[]string{"t:2: row has 8 cells, want 9"}},
	{"arrays' rows with comments after them", "int grid[9][9] = {\n" + eachRow(wikiGrid, func(i int, row string) string {
		return "    {" + strings.ReplaceAll(row, " ", ", ") + "}," + [...]string{"  // row 1", "", "", "  // row 4", " /* row 5 */", " // 6", "", "", ""}[i]
	}) + "};\nint[][] board = {\n" + eachRow(wikiGrid, func(i int, row string) string {
		if i == 8 {
			return "    {" + strings.ReplaceAll(row, " ", ", ") + "}  // last row"
		}
		return "    {" + strings.ReplaceAll(row, " ", ", ") + "},"
	}) + "};\nboard = [\n" + eachRow(wikiGrid, func(i int, row string) string {
		return fmt.Sprintf("    [%s],  # row %d", strings.ReplaceAll(row, " ", ", "), i+1)
	}) + "]\n", []string{"2: " + wiki0, "13: " + wiki0, "24: " + wiki0}},
	{"rows in braces", strings.NewReplacer("[", "{", "]", "}").Replace(rowLists(wiki0)[1:len(rowLists(wiki0))-1]) + ";\n", []string{"1: " + wiki0}},
	{"a row in parentheses after a label", "row = (5, 3, 0, 0, 7, 0, 0, 0, 0)\n" + rowsOf(wikiGrid, 2, 9), []string{"1: " + wiki0}},
	{"Prolog's clauses, as SWI-Prolog's manual writes a puzzle", "% puzzles\n" + eachRow(strings.NewReplacer("0", "_", " ", ",").Replace(wikiGrid), func(i int, row string) string {
		return [...]string{"problem(1, [", "            "}[min(i, 1)] + "[" + row + "]" + [...]string{",", "])."}[i/8]
	}) + "problem(2, " + strings.NewReplacer("0", "_", " ", "").Replace(rowLists(wiki0)) + ").\nsolve(" + rowLists(wiki0) + ").\n",
		[]string{"2: " + wiki0, "11: " + wiki0, "12: " + wiki0}},
	{"OCaml's and F#'s arrays", "let board = [|\n" + eachRow(strings.ReplaceAll(wikiGrid, " ", "; "), func(i int, row string) string {
		return "  [|" + row + "|];"
	}) + "|];;\n\nlet grid =\n  [|\n" + eachRow(strings.ReplaceAll(wikiGrid, " ", "; "), func(i int, row string) string {
		return "    [|" + row + "|]"
	}) + "  |]\nlet b = [|" + strings.NewReplacer("[", "[|", "]", "|]", ",", ";").Replace(rowLists(wiki0)[1:len(rowLists(wiki0))-1]) + "|]\n",
		[]string{"2: " + wiki0, "15: " + wiki0, "25: " + wiki0}},
	{"arrays of rows as strings, a row a line, as C, Python and JavaScript write them", eachRow(strings.ReplaceAll(wikiGrid, " ", ""), func(i int, row string) string {
		return [...]string{`char *p[] = {"`, `              "`}[min(i, 1)] + row + [...]string{`",`, `"};`}[i/8]
	}) + eachRow(strings.ReplaceAll(wikiGrid, " ", ""), func(i int, row string) string {
		return [...]string{"rows = ['", "        '"}[min(i, 1)] + row + [...]string{"',", "']"}[i/8]
	}) + "const rows = [\n" + eachRow(strings.ReplaceAll(wikiGrid, " ", ""), func(_ int, row string) string {
		return "    '" + row + "',"
	}) + "];\nchar *q[] = {\"" + strings.Join(strings.Fields(strings.ReplaceAll(wikiGrid, " ", "")), "\", \"") + "\"};\n",
		[]string{"1: " + wiki0, "10: " + wiki0, "20: " + wiki0, "30: " + wiki0}},
	{"an array of rows as strings with a row of 8", eachRow(strings.ReplaceAll(strings.Replace(wikiGrid, "0 0 0 0 8 0 0 7 9", "0 0 0 8 0 0 7 9", 1), " ", ""), func(i int, row string) string {
		return [...]string{`{"`, ` "`}[min(i, 1)] + row + [...]string{`",`, `"};`}[i/8]
	}), []string{"t:9: row has 8 cells, want 9"}},
	{"OCaml's and F#'s flat arrays and MATLAB's matrices over several lines", eachRow(strings.ReplaceAll(wikiGrid, " ", ";"), func(i int, row string) string {
		return [...]string{"let grid = [|", "  "}[min(i, 1)] + row + [...]string{";", "|]"}[i/8]
	}) + eachRow(strings.ReplaceAll(wikiGrid, " ", "; "), func(i int, row string) string {
		return [...]string{"let grid = [| ", "             "}[min(i, 1)] + row + [...]string{";", " |];;"}[i/8]
	}) + eachRow(wikiGrid, func(i int, row string) string {
		return [...]string{"A = [", "     "}[min(i, 1)] + row + [...]string{";", "];"}[i/8]
	}), []string{"1: " + wiki0, "10: " + wiki0, "19: " + wiki0}},
	{"an OCaml array of 72 cells over several lines", eachRow(strings.ReplaceAll(rowsOf(wikiGrid, 1, 8), " ", ";"), func(i int, row string) string {
		return [...]string{"let grid = [|", "  "}[min(i, 1)] + row + [...]string{";", "|]"}[i/7]
	}), []string{"t:1: incomplete puzzle: 72 of 81 cells"}},
	{"MiniZinc's arrays with a row of 8 and a bad cell", eachRow(strings.Replace(strings.ReplaceAll(wikiGrid, " ", ", "), "1, 9, 5", "1, 9", 1), func(i int, row string) string {
		return [...]string{"start=[|", "        "}[min(i, 1)] + row + [...]string{"|", "|];"}[i/8]
	}) + eachRow(strings.Replace(strings.ReplaceAll(wikiGrid, " ", ", "), "8, 0, 3", "8, y, 3", 1), func(i int, row string) string {
		return [...]string{"grid = [| ", "       | "}[min(i, 1)] + row
	}) + "       |];\n",
		[]string{"t:1: incomplete puzzle: 80 of 81 cells", "t:14: bad character 'y' in column 22"}},
	{"a list after brackets of no cells", "int[] row = {5, 3, 0, 0, 7, 0, 0, 0, 0};\n" + rowsOf(wikiGrid, 2, 9), []string{"1: " + wiki0}},
	{"a spreadsheet's rows after their numbers", ",A,B,C,D,E,F,G,H,I\n" + labelRows(strings.NewReplacer("0", "", " ", ",").Replace(wikiGrid), "123456789", ","),
		[]string{"2: " + wiki0}},
	{"a spreadsheet's rows under the columns' numbers", ",1,2,3,4,5,6,7,8,9\n" + labelRows(strings.NewReplacer("0", "", " ", ",").Replace(wikiGrid), "123456789", ","),
		[]string{"2: " + wiki0}},
	{"a spreadsheet's rows after their names", "Row;C1;C2;C3;C4;C5;C6;C7;C8;C9\n" + labelRows(strings.NewReplacer("0", "", " ", ";").Replace(wikiGrid), "ABCDEFGHI", ";"),
		[]string{"2: " + wiki0}},
	{"a tab-separated row of ten cells, the first a digit", strings.ReplaceAll(rowsOf(wikiGrid, 1, 2), " ", "\t") + "4\t" + strings.ReplaceAll(rowsOf(wikiGrid, 3, 9), " ", "\t"),
		[]string{"t:3: row has 10 cells, want 9"}},
	{"a matrix as R prints it, NA for blanks", "      [,1] [,2] [,3] [,4] [,5] [,6] [,7] [,8] [,9]\n [1,]    5    3   NA   NA    7   NA   NA   NA   NA\n" + strings.Join(slices.Collect(func(yield func(string) bool) {
		for r := 1; r < 9; r++ {
			yield(fmt.Sprintf(" [%d,] %s\n", r+1, strings.Join(strings.Split(wiki0[9*r:9*r+9], ""), "    ")))
		}
	}), ""), []string{"2: " + wiki0}},
	{"boards of another size in lists", "[\n  [1, null, null, 4],\n  [null, 3, 2, null],\n]\n" + strings.ReplaceAll(rowLists(wiki0), "], ", "],\n") + "\n",
		[]string{"t:2: row has 4 cells, want 9", "t:3: row has 4 cells, want 9", "5: " + wiki0}},
	{"a list with nil for blanks", "grid := " + strings.NewReplacer("[", "{", "]", "}").Replace(strings.ReplaceAll(rowLists(wiki0), "0", "nil")) + "\n", []string{"1: " + wiki0}},
	{"a spreadsheet's rows after R and their numbers", "Row;C1;C2;C3;C4;C5;C6;C7;C8;C9\n" + strings.Join(slices.Collect(func(yield func(string) bool) {
		for i, line := range slices.Collect(strings.Lines(strings.NewReplacer("0", "", " ", ";").Replace(wikiGrid))) {
			yield(fmt.Sprintf("R%d;%s", i+1, line))
		}
	}), ""), []string{"2: " + wiki0}},
	{"a row of ten fields, the first its number", strings.NewReplacer("0", "", " ", ",").Replace(rowsOf(wikiGrid, 1, 3)) + "4," + strings.NewReplacer("0", "", " ", ",").Replace(rowsOf(wikiGrid, 4, 9)),
		[]string{"t:4: row has 10 fields, its number first, where the other rows have none"}},
	{"a spreadsheet's row numbers out of order", labelRows(strings.NewReplacer("0", "", " ", ",").Replace(wikiGrid), "123456798", ","),
		[]string{"t:8: row has 10 cells, want 9", "t:9: row has 10 cells, want 9"}},
	{"a spreadsheet's grids parted by empty rows", sheetRows(wiki0, ",") + ",,,,,,,,\n" + sheetRows(wiki0, ",") + ",,,,,,,,\n,,,,,,,,\n",
		[]string{"1: " + wiki0, "11: " + wiki0}},
	{"a spreadsheet's grids parted by empty rows, with semicolons", strings.ReplaceAll(";;;;;;;;\n"+sheetRows(wiki0, ";")+";;;;;;;;\n"+sheetRows(wiki0, ";"), "\n", "\r\n"),
		[]string{"2: " + wiki0, "12: " + wiki0}},
	{"a spreadsheet's grids under their titles, parted by empty rows", "Sudoku 1,,,,,,,,\n" + sheetRows(wiki0, ",") + ",,,,,,,,\nSudoku 2,,,,,,,,\n" + sheetRows(wiki0, ","),
		[]string{"2: " + wiki0, "13: " + wiki0}},
	{"a spreadsheet's grid with an empty first row", sheetRows(emptyFirst, ","), []string{"1: " + emptyFirst}},
	{"a spreadsheet's grid with an empty first row, after a grid", sheetRows(wiki0, ",") + sheetRows(emptyFirst, ",") + sheetRows(wiki0, ","),
		[]string{"1: " + wiki0, "10: " + emptyFirst, "19: " + wiki0}},
	{"a spreadsheet's grids with an empty first row, parted by empty rows", sheetRows(wiki0, ",") + ",,,,,,,,\n" + sheetRows(emptyFirst, ",") + ",,,,,,,,\n" + sheetRows(emptyFirst, ","),
		[]string{"1: " + wiki0, "11: " + emptyFirst, "21: " + emptyFirst}},
	{"a spreadsheet's grids with an empty last row, parted by empty rows", sheetRows(emptyLast, ",") + ",,,,,,,,\n" + sheetRows(emptyLast, ",") + ",,,,,,,,\n" + sheetRows(wiki0, ","),
		[]string{"1: " + emptyLast, "11: " + emptyLast, "21: " + wiki0}},
	{"an empty row in the middle of a spreadsheet's grid", rowsOf(sheetRows(wiki0, ","), 1, 4) + ",,,,,,,,\n" + rowsOf(sheetRows(wiki0, ","), 5, 9),
		[]string{"t:1: grid has 10 rows, want 9"}},
	{"two empty rows between a spreadsheet's grids", sheetRows(wiki0, ",") + ",,,,,,,,\n,,,,,,,,\n" + sheetRows(wiki0, ",") + ",,,,,,,,\n,,,,,,,,\n" + sheetRows(emptyFirst, ","),
		[]string{"1: " + wiki0, "12: " + wiki0, "23: " + emptyFirst}},
	{"a spreadsheet's grids with an empty first row, parted by an empty row", sheetRows(first17, ",") + ",,,,,,,,\n" + sheetRows(first17, ","),
		[]string{"1: " + first17, "11: " + first17}},
	{"a spreadsheet's grids with an empty last row, parted by an empty row, the last not written", sheetRows(first17r, ",") + ",,,,,,,,\n" + rowsOf(sheetRows(first17r, ","), 1, 8),
		[]string{"1: " + first17r, "11: " + first17r}},
	{"a spreadsheet's grids with an empty first row and an empty last row, parted by an empty row", sheetRows(first17, ",") + ",,,,,,,,\n" + sheetRows(first17r, ","),
		[]string{"1: " + first17, "11: " + first17r}},
	{"a spreadsheet's grids with an empty first row and an empty second row, no line between", sheetRows(first17, ",") + sheetRows(emptySecond, ","),
		[]string{"1: " + first17, "10: " + emptySecond}},
	{"a spreadsheet's grid with empty first rows in its bands, and an empty row after it", sheetRows(emptyBands, ",") + ",,,,,,,,\n" + sheetRows(first17, ","),
		[]string{"t:1: an empty row and nine rows: which of them are the grid's is not clear", "11: " + first17}},
	{"a spreadsheet's grid with an empty first row, not written, and an empty row after it", rowsOf(sheetRows(first17, "\t"), 2, 9) + "\t\t\t\t\t\t\t\t\n" + sheetRows(first17r, "\t"),
		[]string{"1: " + first17, "10: " + first17r}},
	{"a spreadsheet's grid with a margin", ",,,,,,,,,\n" + eachRow(sheetRows(wiki0, ","), func(_ int, row string) string { return "," + row }),
		[]string{"2: " + wiki0}},
	{"a spreadsheet's grid with a note beside it", eachRow(sheetRows(wiki0, ";"), func(i int, row string) string {
		if i == 0 {
			return row + `;;;"easy"`
		}
		return row + ";;;"
	}), []string{"1: " + wiki0}},
	{"a spreadsheet's rows that end at their last digit", eachRow(sheetRows(lastAlone, ","), func(_ int, row string) string { return strings.TrimRight(row, ",") }),
		[]string{"1: " + lastAlone}},
	{"a spreadsheet's rows that end at their last digit, with tabs", eachRow(sheetRows(lastAlone, "\t"), func(_ int, row string) string { return strings.TrimRight(row, "\t") }),
		[]string{"1: " + lastAlone}},
	{"a spreadsheet's rows that end at their last digit, after a margin and before a note", eachRow(sheetRows(wiki0, ","), func(i int, row string) string {
		if row = strings.TrimRight(","+row, ","); i == 0 {
			row += ",,,,,easy"
		}
		return row
	}), []string{"1: " + wiki0}},
	{"spreadsheets' grids in the columns of the last", eachRow(sheetRows(wiki0, ","), func(_ int, row string) string { return "," + row }) + ",,,,,,,,,\n" +
		eachRow(sheetRows(middle, ","), func(_ int, row string) string { return "," + row }), []string{"1: " + wiki0, "11: " + middle}},
	{"a spreadsheet's grid whose columns are not clear", eachRow(sheetRows(middle, ","), func(_ int, row string) string { return row + "," }),
		[]string{"t:1: which nine fields of the rows are the grid's is not clear: remove the empty columns beside it"}},
	{"rows with spaces for blanks", spacedRows(inkala) + "\n" + spacedRows(emptyMiddle) + "\n" + strings.ReplaceAll(spacedRows(inkala), "\n", "\r\n"),
		[]string{"1: " + inkala, "11: " + emptyMiddle, "21: " + inkala}},
	{"rows after labels, spaces for blanks", labelRows(blankRows(wiki0), "ABCDEFGHI", "  ") + "\n" + labelRows(blankRows(inkala), "abcdefghi", " ") + "\n" +
		eachRow(labelRows(blankRows(wiki0), "123456789", ": "), func(_ int, row string) string { return strings.TrimRight(row, " ") }),
		[]string{"1: " + wiki0, "11: " + inkala, "21: " + wiki0}},
	{"boxes after labels, spaces for blanks", boxedRows(wiki0, "ABCDEFGHI") + "\n" + boxedRows(inkala, "123456789"), []string{"3: " + wiki0, "18: " + inkala}},
	{"a row after its label, spaces for blanks, cut short", eachRow(labelRows(blankRows(inkala), "ABCDEFGHI", "  "), func(_ int, row string) string { return strings.TrimRight(row, " ") }),
		[]string{"t:1: row has 3 cells, want 9"}},
	{"a row of 8 after its label", labelRows(strings.Replace(wikiGrid, "0 0 0\n", "0 0\n", 1), "ABCDEFGHI", " "), []string{"t:1: row has 8 cells, want 9"}},
	{"rows with spaces for blanks, the spaces at their ends cut", strings.ReplaceAll(spacedRows(inkala), " \n", "\n"), []string{
		"t:2: row has 2 cells, want 9", "t:3: row has 3 cells, want 9", "t:4: row has 2 cells, want 9", "t:5: row has 3 cells, want 9",
		"t:6: row has 2 cells, want 9", "t:8: row has 3 cells, want 9", "t:9: row has 2 cells, want 9"}},
	{"a table's cells padded with &nbsp;", "<table>\n" + eachRow(strings.ReplaceAll(sheetRows(wiki0, "|"), "||", "| |"), func(_ int, row string) string {
		var b strings.Builder
		for _, c := range strings.Split(strings.ReplaceAll(row, " ", "&nbsp;"), "|") {
			b.WriteString("<td>&nbsp;" + c + "&nbsp;</td>")
		}
		return "<tr>" + b.String() + "</tr>"
	}) + "</table>\n", []string{"2: " + wiki0}},
	{"Rust's options", strings.NewReplacer("0", "None", "1", "Some(1)", "2", "Some(2)", "3", "Some(3)", "4", "Some(4)", "5", "Some(5)", "6", "Some(6)", "7", "Some(7)", "8", "Some(8)", "9", "Some(9)").Replace(rowLists(wiki0)) + "\n",
		[]string{"1: " + wiki0}},
	{"digits placed in solving marked +", strings.ReplaceAll(wikiGrid, "7", "+7"), []string{"1: " + wiki0}},
	{"boxes of nine columns, a cell in the middle of each three", renderRows(wiki0, false) + "\n" + renderRows(emptyFirst, false) + renderRows(wiki0, true),
		[]string{"1: " + wiki0, "13: " + emptyFirst, "25: " + wiki0}},
	{"an empty line between bands", rowsOf(wikiGrid, 1, 3) + "\n" + rowsOf(wikiGrid, 4, 6) + "\n" + rowsOf(wikiGrid, 7, 9) + "\n" + wikiGrid,
		[]string{"1: " + wiki0, "13: " + wiki0}},
	{"three rows and an empty line", rowsOf(wikiGrid, 1, 3) + "\n", []string{"t:1: incomplete puzzle: 3 of 9 rows"}},
	{"rows with a comma after their last cell", eachRow(strings.NewReplacer(" ", ",", "0", "x").Replace(wikiGrid), func(i int, row string) string {
		if i < 8 {
			return row + ","
		}
		return row
	}), []string{"1: " + wiki0}},
	{"a cell a line, null for blanks", "[\n" + strings.ReplaceAll(strings.Join(strings.Split(wiki0, ""), ",\n"), "0", "null") + "\n]\n", []string{"2: " + wiki0}},
	{"a spreadsheet's rows, one with a field more", strings.TrimSuffix(rowsOf(sheetRows(wiki0, ","), 1, 1), "\n") + ",\n" + rowsOf(sheetRows(wiki0, ","), 2, 9),
		[]string{"t:1: row has 10 cells, want 9"}},
	{"a spreadsheet's rows, one ending at its last digit", rowsOf(sheetRows(wiki0, ","), 1, 2) + ",9,8,,,,,6\n" + rowsOf(sheetRows(wiki0, ","), 4, 9),
		[]string{"t:3: row has 8 cells, want 9"}},
	{"a spreadsheet's rows, their digits too far apart", eachRow(sheetRows(wiki0, ","), func(i int, row string) string {
		if i == 3 {
			return row + ",,1"
		}
		return row + ",,"
	}), []string{"t:4: row has 11 cells, want 9"}},
	{"the numbers of the columns over a grid", "1 2 3 4 5 6 7 8 9\n" + wikiGrid + "\n1 2 3 4 5 6 7 8 9\n" + strings.ReplaceAll(wikiGrid, "0", "."),
		[]string{"2: " + wiki0, "13: " + wiki0}},
	{"the numbers of the columns over grids, no line between", "123456789\n" + strings.ReplaceAll(wikiGrid, " ", "") + "123456789\n" + strings.ReplaceAll(wikiGrid, " ", ""),
		[]string{"2: " + wiki0, "12: " + wiki0}},
	{"grids whose first row is 1 to 9", sheetRows(ordered, " ") + sheetRows(ordered, " ") + "\n" + sheetRows(ordered, ""),
		[]string{"1: " + ordered, "10: " + ordered, "20: " + ordered}},
	{"the numbers of the columns alone", "1 2 3 4 5 6 7 8 9\n", []string{"t:1: incomplete puzzle: 1 of 9 rows"}},
	{"the numbers of the columns and eight rows", "1 2 3 4 5 6 7 8 9\n" + rowsOf(wikiGrid, 2, 9), []string{"t:2: box 2 has digit 5 twice"}},
	{"tab-separated rows after their numbers", "\t1\t2\t3\t4\t5\t6\t7\t8\t9\n" + labelRows(strings.NewReplacer("0", "", " ", "\t").Replace(wikiGrid), "123456789", "\t"),
		[]string{"2: " + wiki0}},
	{"a LaTeX sudoku", "\\begin{sudoku}\n" + strings.Join(slices.Collect(func(yield func(string) bool) {
		for r := range 9 {
			yield("|" + strings.Join(strings.Split(strings.ReplaceAll(wiki0[9*r:9*r+9], "0", " "), ""), "|") + "|.\n")
		}
	}), "") + "\\end{sudoku}\n", []string{"2: " + wiki0}},
	{"Arabic-Indic digits", strings.Map(func(r rune) rune {
		if '0' <= r && r <= '9' {
			return r - '0' + '٠'
		}
		return r
	}, wikiGrid), []string{"1: " + wiki0}},
	{"Devanagari digits and a title", "पहेली १\n" + strings.Map(func(r rune) rune {
		if '0' <= r && r <= '9' {
			return r - '0' + '०'
		}
		return r
	}, wiki0) + "\n", []string{"2: " + wiki0}},
	{"bold mathematical digits", strings.Map(func(r rune) rune {
		if '0' <= r && r <= '9' {
			return r - '0' + '𝟎'
		}
		return r
	}, wiki0) + "\n", []string{"1: " + wiki0}},
	{"rows after a letter and a tab", labelRows(wikiGrid, "ABCDEFGHI", "\t") + labelRows(wikiGrid, "IHGFEDCBA", "\t"), []string{"1: " + wiki0, "10: " + wiki0}},
	{"a solution under its header", "Puzzle 1\n" + wikiGrid + "\nSolution 1\n" + gridOfLine(wikiSolved) + "\nPuzzle 2\n" + wiki + "\n",
		[]string{"2: " + wiki0, "24: " + wiki0}},
	{"solutions after the puzzles", "Puzzles\n" + wiki + "\n" + wiki0 + "\n--- Solutions ---\n" + wikiSolved + "\n" + wikiSolved + "\n",
		[]string{"2: " + wiki0, "3: " + wiki0}},
	{"sections of a puzzle and its solution", "[Puzzle]\n" + wikiGrid + "[Solution]\n" + gridOfLine(wikiSolved), []string{"2: " + wiki0}},
	{"a solution after a comment", wiki + "\n# Answer:\n" + wikiOther + "\n" + wiki + "\n", []string{"1: " + wiki0, "4: " + wiki0}},
	{"solved grids under a comment", "# Solved grids made with sudoku -c 2\n" + gridOfLine(wikiSolved) + "\n" + gridOfLine(wikiOther), []string{"2: " + wikiSolved, "12: " + wikiOther}},
	{"a puzzle under a header of solutions", "Solutions\n" + wiki + "\n" + wikiOther + "\n", []string{"2: " + wiki0, "3: " + wikiOther}},
	{"a solved grid under another header", wiki + "\nSolved\n" + wikiOther + "\nGrid 2\n" + wikiOther + "\n", []string{"1: " + wiki0, "5: " + wikiOther}},
	{"a matrix as R prints it", "      [,1] [,2] [,3] [,4] [,5] [,6] [,7] [,8] [,9]\n" + strings.Join(slices.Collect(func(yield func(string) bool) {
		for r := range 9 {
			yield(fmt.Sprintf(" [%d,] %s\n", r+1, strings.Join(strings.Split(wiki0[9*r:9*r+9], ""), "    ")))
		}
	}), ""), []string{"2: " + wiki0}},
	{"a solution after its puzzle", wiki + "\n" + wikiSolved + "\n" + wikiGrid + "\n" + gridOfLine(wikiSolved) + "\n" + wikiSolved + "\n",
		[]string{"1: " + wiki0, "3: " + wiki0, "23: " + wikiSolved}},
	{"a solved grid that is not the puzzle's", wiki + "\n" + wikiOther + "\n", []string{"1: " + wiki0, "2: " + wikiOther}},
	{"a grid like the puzzle's solution with a repeat", wiki + "\n" + strings.Replace(wikiSolved, "534", "533", 1) + "\n",
		[]string{"1: " + wiki0, "t:2: row 1 has digit 3 twice"}},
	{"a solved grid twice", wikiSolved + "\n" + wikiSolved + "\n", []string{"1: " + wikiSolved, "2: " + wikiSolved}},
	{"a Markdown code block", "# Sudoku of the day\n\n```\n" + rowsOf(wikiForum, 2, 4) + "```\n\n`" + wiki + "`\n",
		[]string{"t:4: incomplete puzzle: 3 of 9 rows", "9: " + wiki0}},
	{"a Markdown code block around a grid", "```text\n" + wikiForum + "```\n", []string{"3: " + wiki0}},
	{"numbered puzzles", "1. " + wiki + "\n02 " + wiki0 + "\n3 - " + wiki + "\n4) " + wiki + "\n  5. " + strings.Join(strings.Split(wiki0, ""), " ") + "\n",
		[]string{"1: " + wiki0, "2: " + wiki0, "3: " + wiki0, "4: " + wiki0, "5: " + wiki0}},
	{"a frame as HoDoKu draws it", strings.NewReplacer("*-----------*", ".---.---.---.", "|---+---+---|", ":---+---+---:").Replace(wikiForum[:len(wikiForum)-14]) + "'---'---'---'\n",
		[]string{"2: " + wiki0}},
	{"boxes of fixed width with spaces for blanks", "+-------+-------+-------+\n" + strings.Join(slices.Collect(func(yield func(string) bool) {
		for r := range 9 {
			row := strings.ReplaceAll(wiki0[9*r:9*r+9], "0", " ")
			yield("| " + strings.Join(strings.Split(row[:3], ""), " ") + " | " + strings.Join(strings.Split(row[3:6], ""), " ") + " | " +
				strings.Join(strings.Split(row[6:], ""), " ") + " |\n")
		}
	}), "") + "+-------+-------+-------+\n" + strings.Join(slices.Collect(func(yield func(string) bool) {
		for r := range 9 {
			row := strings.ReplaceAll(wiki0[9*r:9*r+9], "0", " ")
			yield("|" + row[:3] + "|" + row[3:6] + "|" + row[6:] + "|\n")
		}
	}), ""), []string{"2: " + wiki0, "12: " + wiki0}},
	{"lists with None and null for blanks", strings.ReplaceAll(rowLists(wiki0), "0", "None") + "\n{\"board\": " + strings.ReplaceAll(rowLists(wiki0), "0", "null") + ", \"level\": null}\nnull\n",
		[]string{"1: " + wiki0, "2: " + wiki0}},
	{"headers that start with a number", "9x9 (3x3) SUDOKU PUZZLE\n" + wikiGrid + "12 May 2024, 3 stars\n" + wiki + "\n17-clue puzzle\n" + wiki + "\n",
		[]string{"2: " + wiki0, "12: " + wiki0, "14: " + wiki0}},
	{"a row with a word in it", rowsOf(wikiGrid, 1, 4) + "4 0 0 8 0 3 0 box 1\n" + rowsOf(wikiGrid, 6, 9),
		[]string{"t:5: bad character 'b' in column 15"}},
	{"puzzles after their numbers", "1\n" + wikiGrid + "\n2\n" + wikiGrid + "3.\n" + wiki + "\n", []string{"2: " + wiki0, "13: " + wiki0, "23: " + wiki0}},
	{"puzzles after their numbers in brackets", "(1)\n" + wiki + "\n[2]\n" + wiki + "\n", []string{"2: " + wiki0, "4: " + wiki0}},
	{"a number out of turn", "1\n" + wikiGrid + "\n3\n" + wikiGrid, []string{"2: " + wiki0, "t:12: row has 1 cell, want 9", "t:21: incomplete puzzle: 1 of 9 rows"}},
	{"an HTML table a row a line", "<h2>Puzzle 1</h2>\n<table>\n" + strings.Join(slices.Collect(func(yield func(string) bool) {
		for r := range 9 {
			yield("<tr><td>" + strings.Join(strings.Split(strings.ReplaceAll(wiki0[9*r:9*r+9], "0", " "), ""), "</td><td>") + "</td></tr>\n")
		}
	}), "") + "</table>\n<h2>Solution 1</h2>\n<table>\n" + strings.Join(slices.Collect(func(yield func(string) bool) {
		for r := range 9 {
			yield("<tr><td>" + strings.Join(strings.Split(wikiOther[9*r:9*r+9], ""), "</td><td>") + "</td></tr>\n")
		}
	}), "") + "</table>\n", []string{"3: " + wiki0}},
	{"an HTML table a cell a line", "<table class=\"sudoku\">\n" + strings.Join(slices.Collect(func(yield func(string) bool) {
		for r := range 9 {
			yield("  <tr>\n")
			for _, c := range wiki0[9*r : 9*r+9] {
				yield("    <td>" + strings.Replace(string(c), "0", "&nbsp;", 1) + "</td>\n")
			}
			yield("  </tr>\n")
		}
	}), "") + "</table>\n<level>3</level>\n", []string{"3: " + wiki0}},
	{"cells as elements of XML", "<sudoku>\n" + strings.Join(slices.Collect(func(yield func(string) bool) {
		for r := range 9 {
			yield("  <row><cell>" + strings.ReplaceAll(strings.Join(strings.Split(wiki0[9*r:9*r+9], ""), "</cell><cell>"), ">0<", "><") + "</cell></row>\n")
		}
	}), "") + "</sudoku>\n", []string{"2: " + wiki0}},
	{"puzzles after number signs", "#2 " + wiki + "\nPuzzle #3 " + wiki0 + "\n# 4 " + wiki + "\n#5. " + wiki + " # easy\n",
		[]string{"1: " + wiki0, "2: " + wiki0, "4: " + wiki0}},
	{"a number before cells between spaces", "1 " + strings.Join(strings.Split(wiki0, ""), " ") + "\n", []string{"t:1: line has 82 cells, want 81"}},
	{"a TeX table", "\\begin{tabular}{|c|c|c|c|c|c|c|c|c|}\n\\hline\n" + strings.Join(slices.Collect(func(yield func(string) bool) {
		for r := range 9 {
			yield(strings.Join(strings.Split(strings.ReplaceAll(wiki0[9*r:9*r+9], "0", " "), ""), " & ") + " \\\\ \\hline\n")
		}
	}), "") + "\\end{tabular}\n", []string{"3: " + wiki0}},
	{"a puzzle with its solution after it on the line", "120000030000800007000309000005000004006093200040000069070000040000067000000020508,129746835534812697867359412295671384786493251341285769972538146458167923613924578\n",
		[]string{"1: 120000030000800007000309000005000004006093200040000069070000040000067000000020508"}},
	{"cells between spaces with - for blanks", strings.Join(strings.Split(strings.ReplaceAll(wiki0, "0", "-"), ""), " ") + "\n", []string{"1: " + wiki0}},
	{"a first row like a number", "Puzzle 1\n1........\n" + strings.Repeat(".........\n", 8) + "Puzzle 2\n\t\t\t\t\t\t\t2\t\n" + strings.Repeat("\t\t\t\t\t\t\t\t\n", 8),
		[]string{"2: 1" + strings.Repeat("0", 80), "12: " + strings.Repeat("0", 7) + "2" + strings.Repeat("0", 73)}},
	{"full grids named puzzles on a line", "[{\"id\": 1, \"puzzle\": \"" + wikiSolved + "\"}, {\"id\": 2, \"puzzle\": \"" + wiki + "\"}]\n",
		[]string{"1: " + wikiSolved, "1: " + wiki0}},
	{"a table of inputs", strings.Repeat("<tr>"+strings.Repeat("<td><input type=\"text\" value=\"5\"></td>", 9)+"</tr>\n", 9), nil},
	{"a puzzle after a number sign with a note", "#1 " + wiki + "\n#2 " + wiki0 + " # hard\n", []string{"1: " + wiki0, "2: " + wiki0}},
	{"candidates out of order", "| 12 3 4 | 5 6 7 | 8 9 21 |\n", []string{"t:1: row has 11 cells, want 9"}},
	{"candidates of ten cells", "| 12 3 4 | 5 6 7 | 8 9 1 2 |\n", []string{"t:1: row has 11 cells, want 9"}},
	{"candidates with a blank", "| 12 3 4 | 5 6 7 | 8 9 . |\n", []string{"t:1: row has 10 cells, want 9"}},
	{"a long string of digits beside a puzzle", "{\"puzzle\": \"" + wiki + "\", \"marks\": \"" + strings.Repeat("123456789", 20) + "\"}\n", []string{"1: " + wiki0}},
	{"a list of numbers beside a puzzle", "{\"puzzle\": \"" + wiki + "\", \"times\": [" + strings.Repeat("12, 7, ", 30) + "3]}\n", []string{"1: " + wiki0}},
	{"brackets alone, long", strings.Repeat("[", 200000) + "\n" + strings.Repeat("[(", 100000) + "\n" + strings.Repeat("[<a></a>", 25000) + "\n" + wiki + "\n",
		[]string{"4: " + wiki0}}, // read in time linear in their length
	{"a list longer than a list may be", "[" + strings.Repeat("\""+wiki+"\", ", 13000) + "]\n" + wiki + "\n",
		[]string{"t:1: line is too long (over 1 MB of lists; indented, as jq . writes it, the file can be read)", "2: " + wiki0}},
	{"a list longer than the buffer, cut short", "[" + strings.Repeat("\""+wiki+"\", ", 1000) + "\"" + wiki0[:80] + "\"]\n",
		append(slices.Repeat([]string{"1: " + wiki0}, 1000), "t:1: puzzle 1001 of the line has 80 cells, want 81")},
	{"a puzzle in a list cut short", "[" + strings.Replace(rowLists(wiki0), ", 9]]", "]]", 1) + ", " + rowLists(wiki0) + "]\n",
		[]string{"t:1: puzzle 1 of the line has 80 cells, want 81", "1: " + wiki0}},
	{"objects nested past reading", strings.Repeat("{\"a\": ", 1000) + "\"" + wiki + "\"" + strings.Repeat("}", 1000) + "\n" + wiki + "\n",
		[]string{"1: " + wiki0, "2: " + wiki0}}, // read by fieldPuzzle
	{"a list of puzzles nested past reading", strings.Repeat("{\"a\": ", 40) + "[\"" + wiki + "\", \"" + wiki + "\"]" + strings.Repeat("}", 40) + "\n",
		[]string{"t:1: line holds two puzzles, want one"}},
	{"incomplete grid", strings.Join(strings.SplitAfter(wikiGrid, "\n")[:5], "") + "\n" + wiki + "\n",
		[]string{"t:1: incomplete puzzle: 5 of 9 rows", "7: " + wiki0}},
	{"incomplete grid at the end", "\n" + strings.Join(strings.SplitAfter(wikiGrid, "\n")[:8], ""),
		[]string{"t:2: incomplete puzzle: 8 of 9 rows"}},
	{"line inside a grid", strings.Join(strings.SplitAfter(wikiGrid, "\n")[:3], "") + wiki + "\n",
		[]string{"t:1: incomplete puzzle: 3 of 9 rows", "4: " + wiki0}},
	{"bad row then good grid", strings.Replace(wikiGrid, "7 0 0 0 2", "7 O 0 0 2", 1) + "\n" + wikiGrid,
		[]string{"t:6: bad character 'O' in column 3", "11: " + wiki0}},
	{"digit twice in a row", "55" + wiki[2:] + "\n", []string{"t:1: row 1 has digit 5 twice"}},
	{"digit twice in a column", wiki[:9] + "5" + wiki[10:] + "\n", []string{"t:1: column 1 has digit 5 twice"}},
	{"digit twice in a box", wiki[:10] + "5" + wiki[11:] + "\n", []string{"t:1: box 1 has digit 5 twice"}},
	{"digit twice in a grid's column", strings.Replace(wikiGrid, "0 0 0 0 8 0 0 7 9", "0 0 0 0 8 0 0 7 6", 1),
		[]string{"t:9: column 9 has digit 6 twice"}},
	{"fault then puzzle", "!\n" + wiki + "\n", []string{"t:1: bad character '!' in column 1", "2: " + wiki0}},

	// Faults in the new layouts, each at its line.
	{"row of 8 cells after a header", "Grid 01\n" + strings.Replace(wikiGrid, "6 0 0 1 9 5 0 0 0", "6 0 0 1 9 5 0 0", 1),
		[]string{"t:3: row has 8 cells, want 9"}},
	{"row of 8 cells in a frame", strings.Replace(wikiForum, "|4..|8.3|..1|", "|4..|8.3|..|", 1), []string{"t:7: row has 8 cells, want 9"}},
	{"row of 8 blanks", rowsOf(wikiGrid, 1, 8) + "- - - - - - - -\n", []string{"t:9: row has 8 cells, want 9"}},
	{"row of 10 fields", strings.Replace(wikiGrid, "6 0 0 1 9 5 0 0 0", "6,,,1,9,5,,,,", 1), []string{"t:2: row has 10 cells, want 9"}},
	{"grid cut short by a header", "Grid 01\n" + rowsOf(wikiGrid, 1, 8) + "Grid 02\n" + wikiGrid,
		[]string{"t:2: incomplete puzzle: 8 of 9 rows", "11: " + wiki0}},
	{"grid cut short in a frame", rowsOf(wikiForum, 1, 8) + "*-----------*\n\n" + wikiForum,
		[]string{"t:2: incomplete puzzle: 6 of 9 rows", "12: " + wiki0}},
	{"a letter for a digit in a first row", "O 3 0 0 7 0 0 0 0\n" + rowsOf(wikiGrid, 2, 9),
		[]string{"t:2: incomplete puzzle: 8 of 9 rows"}},
	{"digit twice in a framed grid", wikiForum + strings.Replace(wikiForum, "|...|.8.|.79|", "|...|.8.|.78|", 1),
		[]string{"2: " + wiki0, "t:25: row 9 has digit 8 twice"}},
	{"a puzzle after a label", "Puzzle 1: " + wiki + "\n", []string{"1: " + wiki0}},
	{"markup and data", "<game data=\"" + wiki0 + "\" />\n:0000:x:" + wiki + ":::\n{\"puzzle\": \"" + wiki + "\", \"solution\": \"" + wikiSolved + "\"}\n" +
		"[\n  {\n    \"solution\": \"" + wikiSolved + "\",\n    \"puzzle\": \"" + wiki + "\"\n  }\n]\n",
		[]string{"1: " + wiki0, "2: " + wiki0, "3: " + wiki0, "7: " + wiki0}},
	{"a count on the first line", "2\n" + wiki + "\n" + wikiGrid, []string{"2: " + wiki0, "3: " + wiki0}},
	{"a count that is not the puzzles'", " 3\n" + wiki + "\n", []string{"2: " + wiki0, "t:1: the first line says 3 puzzles, the file has 1"}},
	{"the grid's size on the first line", "9\n" + wikiGrid, []string{"2: " + wiki0}},
	{"the grid's size as two numbers", "9 9\n" + wikiGrid, []string{"2: " + wiki0}},
	{"the grid's size with an x", "9x9\n" + wikiGrid, []string{"2: " + wiki0}},
	{"the grid's size with a star", "9*9\n" + wikiGrid, []string{"2: " + wiki0}},
	{"a 9 before two grids is a count", "9\n" + wikiGrid + "\n" + wikiGrid,
		[]string{"2: " + wiki0, "12: " + wiki0, "t:1: the first line says 9 puzzles, the file has 2"}},
	{"a 9 before a line is a count", "9\n" + wiki + "\n", []string{"2: " + wiki0, "t:1: the first line says 9 puzzles, the file has 1"}},
	{"the grid's size on a later line", wikiGrid + "9x9\n", []string{"1: " + wiki0, "t:10: row has 3 cells, want 9"}},
	{"a row cut short on the first line", "5300700\n" + rowsOf(wikiGrid, 2, 9), []string{"t:2: incomplete puzzle: 8 of 9 rows"}},
	{"a count after the first line", wiki + "\n95\n", []string{"1: " + wiki0, "t:2: row has 2 cells, want 9"}},
	{"two puzzles on a line", ":0000:x:" + wiki + ":" + wiki0 + ":\n" + wiki + "\n", []string{"t:1: line holds two puzzles, want one", "2: " + wiki0}},
	{"a list of puzzles on a line", "[\"" + wiki + "\", \"" + wiki0 + "\"]\n" + wiki + "\n", []string{"1: " + wiki0, "1: " + wiki0, "2: " + wiki0}},
	{"a list of puzzles after a key", "  \"puzzles\": [\"" + wiki + "\", \"" + wiki0 + "\"],\n", []string{"1: " + wiki0, "1: " + wiki0}},
	{"strings in single quotes", "grid1 = '" + wiki0 + "'\n{'puzzle': '" + wiki + "', 'solution': '" + wikiSolved + "'}\n{\n  puzzle: '" + wiki + "',\n  solution: '" + wikiSolved + "',\n  difficulty: 'easy'\n}\n",
		[]string{"1: " + wiki0, "2: " + wiki0, "4: " + wiki0}},
	{"lists as Node.js prints them", nodeRows(wiki0, false) + nodeRows(wiki, true) + "{\n  puzzle: " + strings.ReplaceAll(nodeRows(wiki0, false), "\n", "\n  ") +
		"solution: " + strings.ReplaceAll(nodeRows(wikiSolved, false), "\n", "\n  ") + "}\n",
		[]string{"3: " + wiki0, "41: " + wiki0, "89: " + wiki0}},
	{"lists in YAML's blocks", "puzzle:\n" + yamlRows(wiki0) + "solution:\n" + yamlRows(wikiSolved) + "---\n" + yamlRows(wiki0[:80]) + "level: 1\n",
		[]string{"2: " + wiki0, "t:166: incomplete puzzle: 80 of 81 cells"}},
	{"a list as Node.js prints a long one", itemLines(wiki0, "null", 11, false) + itemLines(wiki0, "0", 12, false), []string{"2: " + wiki0, "12: " + wiki0}},
	{"digits from 0 to 8 and null for blanks", itemLines(wiki0, "null", 10, true) + itemLines(wikiSolved, "", 12, true) + itemLines(wiki0, "null", 1, true) +
		"[" + strings.ReplaceAll(strings.Trim(itemLines(wiki0, "-1", 81, true), "[]\n "), "\n", "") + "]\n",
		[]string{"2: " + wiki0, "22: " + wiki0, "104: " + wiki0}},
	{"digits from 0 to 8, then from 1 to 9", itemLines(wiki0, "null", 10, true) + itemLines(wikiSolved, "", 12, true) + itemLines(strings.ReplaceAll(wiki0, "9", "0"), "0", 10, false),
		[]string{"2: " + wiki0, "22: " + strings.ReplaceAll(wiki0, "9", "0")}},
	{"-1 for blanks", "[" + strings.Trim(itemLines(wiki0, "-1", 81, false), "[]\n ") + "]\n", []string{"1: " + wiki0}},
	{"a long list as numpy prints it", wrapped("["+cellsSep(wiki0, " ")+"]", 75, 1) + wrapped("array(["+cellsSep(wiki0, ", ")+"])", 75, 7) +
		wrapped("[["+cellsSep(wiki0, " ")+"]", 75, 2) + wrapped(" ["+cellsSep(wikiSolved, " ")+"]]", 75, 2),
		[]string{"1: " + wiki0, "4: " + wiki0, "8: " + wiki0}},
	{"a list of nine cells a line", "[" + cellsSep(wiki0[:9], ", ") + ",\n" + eachRow(rowsOf(wikiGrid, 2, 8), func(_ int, row string) string {
		return " " + strings.ReplaceAll(row, " ", ", ") + ","
	}) + " " + cellsSep(wiki0[72:], ", ") + "]\n" + "int grid[81] = {" + cellsSep(wiki0[:9], ", ") + ",\n" + eachRow(rowsOf(wikiGrid, 2, 9), func(_ int, row string) string {
		return "    " + strings.ReplaceAll(row, " ", ", ") + ","
	}) + "};\n",
		[]string{"1: " + wiki0, "10: " + wiki0}},
	{"lists of nine cells a line, a comma between", "[\n" + flatRows(wiki0) + ",\n" + flatRows(wiki0) + ",\n" + flatRows(wiki0) + "]\n",
		[]string{"2: " + wiki0, "12: " + wiki0, "22: " + wiki0}},
	{"a list over lines cut short", "[" + cellsSep(wiki0[:27], " ") + "\nGrid 02\n" + wiki + "\npuzzle = [5, 3, 0,\n 0, 7]\n",
		[]string{"t:1: incomplete puzzle: 27 of 81 cells", "3: " + wiki0, "t:4: incomplete puzzle: 5 of 81 cells"}},
	{"a DataFrame as pandas prints it", pandasRows(wiki0, 0) + pandasRows(wiki0, 1) + rowsOf(pandasRows(wiki0, 0), 2, 10),
		[]string{"2: " + wiki0, "12: " + wiki0, "21: " + wiki0}},
	{"floats, as numpy and pandas print them", floatRows(wiki0, "") + floatRows(wiki0[:36]+"000000000"+wiki0[45:], "NaN") + wrapped("["+cellsSep(wiki0, ". ")+".]", 75, 1) + "Rating 7.0\n",
		[]string{"1: " + wiki0, "11: " + wiki0[:36] + "000000000" + wiki0[45:], "20: " + wiki0}},
	{"a data frame as R prints it", "  V1 V2 V3 V4 V5 V6 V7 V8 V9\n" + strings.TrimPrefix(rowsOf(pandasRows(wiki0, 1), 2, 10), "") +
		"  V1 V2 V3 V4 V5 V6 V7 V8 V0\n" + rowsOf(pandasRows(wiki0, 1), 2, 2),
		[]string{"2: " + wiki0, "t:12: row has 10 cells, want 9"}},
	{"AMPL's tables of data with a bad cell, and under a head of eight columns", "param givens : 1 2 3 4 5 6 7 8 9 :=\n" + amplRows(strings.Replace(wikiGrid, "8 0 0 7 9", "8 0 y 7 9", 1)) +
		";\nparam A : 1 2 3 4 5 6 7 8 :=\n" + rowsOf(amplRows(wikiGrid), 1, 2) + ";\n",
		[]string{"t:10: bad character 'y' in column 20", "t:13: row has 10 cells, want 9", "t:14: row has 10 cells, want 9"}},
	{"puzzles in quotes with spaces for blanks, and of 82 characters, of 16 and in a comment", `s = "` + strings.ReplaceAll(wiki, ".", " ") + "\"\npuzzle3='" + strings.ReplaceAll(wiki, ".", " ") + " '\n" +
		"puzzle0='  2 2  4  3  1  '\n" + `s = "` + strings.ReplaceAll(wiki[:80], ".", " ") + `"` + "\n# puzzle4='" + strings.ReplaceAll(wiki, ".", " ") + "'\n",
		[]string{"1: " + wiki0, "t:2: bad character 'p' in column 1", "t:4: bad character 's' in column 1"}},
	{"a table with -1 or null for a blank between its bars", tableRows(wiki0, "-1") + tableRows(wiki0, "null") + "| 5 | 3 | -1 | -2 | 7 | -1 | -1 | -1 | -1 |\n",
		[]string{"2: " + wiki0, "12: " + wiki0, "t:21: row has 10 cells, want 9"}},
	{"rows numbered, but not all", rowsOf(pandasRows(wiki0, 0), 1, 4) + rowsOf(wikiGrid, 4, 9) + rowsOf(wikiGrid, 1, 1) + rowsOf(pandasRows(wiki0, 0), 3, 3),
		[]string{"t:2: row has 10 cells, its number first, where the other rows have none", "t:12: row has 10 cells, want 9"}},
	{"cells in single quotes", eachRow(wikiGrid, func(_ int, row string) string { return "'" + strings.ReplaceAll(row, " ", "' '") + "'" }) +
		"| '5' | '3' | '' | '' | '7' | '' | '' | '' | '' |\nPuzzle's end\n",
		[]string{"t:1: grid has 10 rows, want 9"}},
	{"cells under their keys", keyedLines(wiki, ".", true) + keyedLines(wiki0, ".", false) + keyedLines(wiki0, "1246789", false) +
		strings.Replace(keyedLines(wiki0, ".", false), "'B2'", "'B3'", 1),
		[]string{"2: " + wiki0, "84: " + wiki0, "85: " + wiki0, "t:86: bad character '{' in column 1"}},
	{"SudoCue's candidate grid, u before a digit the player placed", "5 3 u4 26 7 2468 1489 1249 248\n6 u7 247 1 9 5 3478 234 2478\n12 9 8 23 34 24 13457 6 247\n" +
		"8 125 1259 579 6 147 4579 2459 3\n4 25 2569 8 u5 3 579 259 1\n7 15 1359 59 2 14 4589 459 6\n139 6 134579 357 35 7 2 8 4\n" +
		"23 278 237 4 1 9 36 3 5\n123 1245 12345 2356 8 26 1346 7 9\n" + "5 3 u 26 7 2468 1489 1249 248\n",
		[]string{"1: 534070000670195000098000060800060003400853001700020006060007284000419035000080079", "t:10: bad character 'u' in column 5"}},
	{"rows between slashes", strings.Join(strings.Split(strings.TrimSuffix(strings.ReplaceAll(wikiGrid, " ", ""), "\n"), "\n"), "/") + "\n" +
		"53..7..../6..195.../.98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..7\n",
		[]string{"1: " + wiki0, "t:2: bad character '/' in column 10"}},
	{"given digits after a *", starredRows(wiki0) + "|**5 3 . . 7 . . . .|\n", []string{"3: " + wiki0, "t:15: row has 11 cells, want 9"}},
	{"a page of PostScript", "%!PS-Adobe-3.0 EPSF-3.0\n%%Title: randomly generated - medium\n(" + strings.ReplaceAll(wiki, ".", " ") + ")\n211 301 translate\n" +
		"0 81 {2 copy 1 getinterval dup stringwidth pop} repeat pop pop\nshowpage\n(" + strings.ReplaceAll(wiki, ".", " ") + ")\n",
		[]string{"3: " + wiki0, "7: " + wiki0}},
	{"a string of PostScript outside a page", "(" + strings.ReplaceAll(wiki, ".", " ") + ")\n", []string{"t:1: row has 30 cells, want 9"}},
	{"an empty row of a spreadsheet's tabs inside a grid, a tab after each row", eachRow(strings.Replace(wikiGrid, "4 0 0 8 0 3 0 0 1", "0 0 0 0 0 0 0 0 0", 1), func(_ int, row string) string {
		return strings.ReplaceAll(strings.ReplaceAll(row, "0", ""), " ", "\t") + "\t"
	}), []string{"1: " + wiki0[:36] + "000000000" + wiki0[45:]}},
	{"arrays as PHP prints them, cut short", "Array\n(\n    [0] => 5\n    [1] => 3\n    [2] => 7\n)\nArray\n(\n    [0] => 5\n    [2] => 3\n",
		[]string{"t:3: incomplete puzzle: 3 of 81 cells", "t:10: item [2] where [1] comes"}},
	{"a faulty row that an empty row held before it moves to the next grid", ",\n2\n" + strings.Repeat("0\n", 7) + "1 2 3 4 5 6 7 8\n" + strings.Repeat("&&&&&&&&\n", 8),
		[]string{"t:2: row has 1 cell, want 9", "t:3: row has 1 cell, want 9", "t:4: row has 1 cell, want 9", "t:5: row has 1 cell, want 9", "t:6: row has 1 cell, want 9",
			"t:7: row has 1 cell, want 9", "t:8: row has 1 cell, want 9", "t:9: row has 1 cell, want 9", "t:10: row has 8 cells, want 9"}},
	{"an array as var_dump prints it, cut short", "array(2) {\n  [0]=>\n  int(5)\n  [1]=>\n  float(3.5)\n}\n", []string{"t:3: incomplete puzzle: 1 of 81 cells"}},
	{"a solving history", wikiGrid + "Solution history:\n2 -> (5,1), 2 -> (2,2), 3 *> (1,2)\n4 -> (9,1)\n2 -> (5,1) 3\n",
		[]string{"1: " + wiki0, "t:13: bad character '>' in column 4"}},
	{"ten cells and a comma, not in a list", "5,3,0,0,7,0,0,0,0,1,\n", []string{"t:1: row has 11 cells, want 9"}},
	{"objects with solutions on a line", "[{\"puzzle\": \"" + wiki + "\", \"solution\": \"" + wikiSolved + "\"}, {\"solved\": \"" + wikiSolved + "\", \"puzzle\": \"" + wiki0 + "\"}]\n",
		[]string{"1: " + wiki0, "1: " + wiki0}},
	{"pairs of a puzzle and its solution", "[[\"" + wiki + "\", \"" + wikiSolved + "\"], [\"" + wiki0 + "\", \"" + wikiSolved + "\"]]\n", []string{"1: " + wiki0, "1: " + wiki0}},
	{"solutions under a key", "{\"puzzles\": [\"" + wiki + "\"], \"solutions\": [\"" + wiki0 + "\"]}\n", []string{"1: " + wiki0}},
	{"a solved grid alone in a list", "[\"" + wikiSolved + "\"]\n", []string{"1: " + wikiSolved}},
	{"rows as lists in an object", "{'grid': " + rowLists(wiki0) + ", 'answer': " + rowLists(wikiSolved) + ", 'level': 3}\n", []string{"1: " + wiki0}},
	{"a list in a list of puzzles on a line", "[" + rowLists(wiki0) + ", " + rowLists(wiki0) + "]\n", []string{"1: " + wiki0, "1: " + wiki0}},
	{"a list of puzzles with a bad one", "[\"" + wiki + "\", \"" + strings.Replace(wiki0, "5", "3", 1) + "\"]\n", []string{"1: " + wiki0, "t:1: row 1 has digit 3 twice"}},
	{"a solution a row a line", "{\n  \"solution\": [\n" + strings.ReplaceAll(rowLists(wikiSolved)[1:len(rowLists(wikiSolved))-1], "], ", "],\n") + "\n  ],\n  \"puzzle\": [\n" +
		strings.ReplaceAll(rowLists(wiki0)[1:len(rowLists(wiki0))-1], "], ", "],\n") + "\n  ]\n}\n", []string{"14: " + wiki0}},
	{"a solution a cell a line", "{\n  \"solution\": [\n" + strings.Join(strings.Split(wikiSolved, ""), ",\n") + "\n  ],\n  \"puzzle\": [\n" +
		strings.Join(strings.Split(wiki0, ""), ",\n") + "\n  ]\n}\n", []string{"86: " + wiki0}},
	{"a key after a solution not read", "\"solution\": [\nnull\n],\n\"puzzle\": [\n" + strings.Join(strings.Split(wiki0, ""), ",\n") + "\n]\n", []string{"5: " + wiki0}},
	{"a puzzle after a label without a colon", "Puzzle 1 " + wiki + "\n", []string{"1: " + wiki0}},
	{"a puzzle between other words", "00015097c6c3 " + wiki + "  7.2\n000150970603 " + wiki0 + "  7.2\n2018-06-07 " + wiki + " " + wikiSolved + "\n",
		[]string{"1: " + wiki0, "2: " + wiki0, "3: " + wiki0}},
	{"two puzzles between spaces", wiki + " " + wiki0 + "\n" + "id " + wiki + " " + wiki + "\n",
		[]string{"t:1: line holds two puzzles, want one", "t:2: line holds two puzzles, want one"}},
	{"a note after 80 cells", wiki[:80] + " ED=2.3\n", []string{"t:1: bad character 'E' in column 82"}},
	{"82 cells in groups", strings.Join(strings.SplitAfter(wiki, "..."), " ") + "1\n", []string{"t:1: line has 82 cells, want 81"}},
	{"bad character in a box-drawing row", "│ 5 3 . │ . 7 . │ . . ! │\n", []string{"t:1: bad character '!' in column 23"}},
	{"column in characters", "５\u3000３\u3000！\n", []string{"t:1: bad character '！' in column 5"}},
	{"a control character in a header", "Grid\x0101\n" + wiki + "\n", []string{"t:1: bad character 'G' in column 1", "2: " + wiki0}},
	{"binary", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\n", []string{"t:2: bad character '\\x1a' in column 1", "t:3: bad character '\\x00' in column 1"}},
	{"UTF-16 cut short in a pair", oracle.UTF16Text(wiki+"\n5", false) + "\x00\xd8",
		[]string{"1: " + wiki0, "t:2: bad character '\\ufffd' in column 2"}},
	{"UTF-16 pair", oracle.UTF16Text("5 3 𝕊\n", true), []string{"t:1: bad character '𝕊' in column 5"}},
	{"UTF-16 pair across blocks", oracle.UTF16Text(strings.Repeat("#", 4093)+"\n5𝕊\n", false), []string{"t:2: bad character '𝕊' in column 2"}},
	{"UTF-16 odd byte", oracle.UTF16Text("5", true) + "3", []string{"t:1: bad character '\\ufffd' in column 2"}},
	{"UTF-16 surrogate without its pair", oracle.UTF16Text("5 3 ", false) + "\x00\xdc" + oracle.UTF16Text(" 0\n\x00", false)[2:] + "\x00\xdc",
		[]string{"t:1: bad character '\\ufffd' in column 5", "t:2: bad character '\\x00' in column 1"}},
	{"UTF-16 broken at the start of a line", oracle.UTF16Text("", false) + "\x00\xdc" + oracle.UTF16Text(" Grid\n", false)[2:],
		[]string{"t:1: bad character '\\ufffd' in column 1"}},
}

// formFiles returns the names of the files of the module's
// testdata/forms, a file of each layout of puzzles that people have,
// which the end-to-end TestForms reads and solves too.
func formFiles(t testing.TB) []string {
	dir := oracle.Testdata("forms")
	var names []string
	for _, name := range oracle.DirNames(t, dir) {
		names = append(names, filepath.Join(dir, name))
	}
	if len(names) == 0 {
		t.Fatalf("%s holds no files", dir)
	}
	return names
}

// readAll reads every puzzle and fault of text as the table above writes them.
func readAll(t testing.TB, text string) []string {
	return readFrom(t, strings.NewReader(text))
}

// readFrom reads every puzzle and fault of r as the table above writes them.
func readFrom(t testing.TB, r io.Reader) []string {
	var got []string
	for p, err := range Puzzles(r, "t") {
		switch {
		case err == nil:
			got = append(got, fmt.Sprintf("%d: %s", p.Line, cellText(p.Grid)))
		case fault.IsLine(err):
			got = append(got, err.Error())
		default:
			t.Fatalf("read error: %v", err)
		}
	}
	return got
}

func TestParse(t *testing.T) {
	for _, tt := range parseTests {
		t.Run(tt.name, func(t *testing.T) {
			want := strings.Join(tt.want, "\n")
			if got := strings.Join(readAll(t, tt.in), "\n"); got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
			// Read a byte at a time, as from a slow pipe, nothing changes:
			// not a byte order mark, a CRLF or a UTF-16 pair split up.
			if got := strings.Join(readFrom(t, iotest.OneByteReader(strings.NewReader(tt.in))), "\n"); got != want {
				t.Errorf("a byte at a time: got\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// FuzzParse checks that no input makes the reader fail or loop, that each
// puzzle it returns has no digit twice in a unit, that a puzzle written in
// either form reads back the same, and that the short way of reading the
// exact forms agrees with the long one.
func FuzzParse(f *testing.F) {
	for _, tt := range parseTests {
		if len(tt.in) < 10000 { // the fuzzer is slow to minimize long inputs
			f.Add(tt.in)
		}
	}
	for _, name := range formFiles(f) {
		f.Add(string(oracle.ReadFile(f, name)))
	}
	f.Fuzz(func(t *testing.T, in string) {
		for line := range strings.Lines(in) {
			checkExact(t, []byte(strings.TrimSuffix(line, "\n")))
		}
		n := 0
		for p, err := range Puzzles(strings.NewReader(in), "t") {
			if n++; n > len(in)+1 {
				t.Fatal("more results than lines")
			}
			if fault.IsLine(err) {
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			for i, d := range p.Grid {
				if d > 9 || (d != 0 && !oracle.FitsOthers(&p.Grid, i)) {
					t.Fatalf("puzzle at line %d: bad cell %d", p.Line, i)
				}
			}
			line := oracle.Text(true, p.Grid)
			for _, text := range []string{oracle.Text(false, p.Grid), line} {
				back := readAll(t, text)
				if want := fmt.Sprintf("1: %s", line[:81]); len(back) != 1 || back[0] != want {
					t.Fatalf("%q read back as %q", text, back)
				}
			}
		}
	})
}

// checkExact checks that a line the short way reads as a row or a whole
// puzzle is read the same by the long way.
func checkExact(t *testing.T, text []byte) {
	var fast, slow board.Grid
	n := 9
	switch {
	case len(text) == 17 && exactRow(text, &fast):
	case len(text) == 81 && exactLine(text, &fast):
		n = 81
	default:
		return
	}
	if c := cellsOf(text, &slow, spaceFields); c.bad.offset >= 0 || c.n != n || fast != slow {
		t.Fatalf("%q: the short way read %d cells %v, the long way %d %v", text, n, fast, c.n, slow)
	}
}

// BenchmarkRead reads a collection in the line form and in the grid form,
// the forms of nearly all input.
func BenchmarkRead(b *testing.B) {
	puzzles := oracle.ReadData(b, "qqwing_random_20000.txt")
	for _, lineForm := range []bool{true, false} {
		name := map[bool]string{true: "line", false: "grid"}[lineForm]
		b.Run(name, func(b *testing.B) {
			text := oracle.Text(lineForm, puzzles...)
			for b.Loop() {
				for _, err := range Puzzles(strings.NewReader(text), name) {
					if err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(puzzles)), "ns/puzzle")
			b.ReportMetric(0, "ns/op")
		})
	}
}
