package read

// These tests watch which form of the table reads each line, through a
// hook the reader calls, which only the package sees.

import (
	"slices"
	"strings"
	"testing"

	"sudoku/internal/board"
)

// precedence holds a case for each rule of the reader's precedence: where
// two forms of lineForms could read a line, which reads it and why, and
// each condition by which a form steps aside for another. A case is a
// line after the lines of its context; it reads as the form want names,
// or, where want is what the reader yields, "LINE:" for a puzzle or
// "t:LINE: …" for a fault, yields that.
var precedence = []struct {
	context, line, want, why string
}{
	// The order of lineForms where two forms read the same line.
	{"", "5 3 0 0 7 0 0 0 0", "exact row",
		"nearly every line: read first and at once, the cells plain cells would read"},
	{"", "| 1567 3 1567 | 4 12579 179 | 1 2 3 |", "candidates",
		"a group of digits is the candidates of one cell, not that many cells: candidates come before plain cells"},
	{"", "5. " + cellsSep(wiki0, " "), "puzzle after its label",
		"a number and its dot before 81 cells between spaces label the puzzle: read as cells, the 5 and the dot would be two of them and the last cell a note"},
	{"", `[["` + wiki0 + `", "` + wikiSolved + `"]]`, "line of lists",
		"a list holding a puzzle and its solution: the solution, with no blank, is no puzzle, where a word of 81 cells would be read"},
	{"", "1,5,3,,,7,,,,", "row after a label",
		"a spreadsheet's first field naming the row, 1 for the first, is its label, not the first of ten fields"},
	{",1,2,3,4,5,6,7,8,9", "1,5,3,,,7,,,,", "row after its index",
		"under the columns' numbers 1 to 9, a row's number first is its index, not the first of ten fields"},

	// The conditions on which a form steps aside.
	{"", "95", "t:1: the first line says 95 puzzles, the file has 0",
		"a number alone on the first line is a count of the puzzles"},
	{"", "812      ", "t:1: incomplete puzzle: 1 of 9 rows",
		"a first line of nine characters with spaces at its end is a row with spaces for blanks, not a count of 812"},
	{"", "1.2.3.4.8", "cells",
		"digits with dots between are read so only at 17 or 161 cells, which no row or puzzle has: nine such cells are a row with dots for blanks"},
	{"", "5.3.0.0.7.0.0.0.0", "dotted digits",
		"17 cells, a digit between each two dots: a row, the dots between"},
	{"", "- 53007000", "t:1: row has 8 cells, want 9",
		"cells after a bullet written together are the row: the bullet is not a blank before them"},
	{"", "5, 3, 0, 0, 7, 0, 0, 0, 0,", "cells",
		"a comma after a list's last item ends it: it is no empty field, a tenth cell"},
	{"", "5,3,,,7,,,,", "cells",
		"between commas, an empty field is a blank, the last one too"},
	{"", "|  |  |  |  |  |  |  |  |  |\n|---|---|---|---|---|---|---|---|---|\n" + markdownRows(wikiGrid, " | "), "3:",
		"a first row with no digit over a Markdown table's rule is its header, not an empty row: the grid begins on line 3"},
	{"+---+---+---+---+---+---+---+---+---+", "|   |   |   |   |   |   |   |   |   |", "t:2: incomplete puzzle: 1 of 9 rows",
		"a row with no digit between borders, as a grid with a box per cell draws its empty first row, is a row: only a Markdown table's rule makes a header of it"},
	{"Puzzles", "1\n" + wikiGrid, "3:",
		"a number alone before a grid is the grid's number: the grid is read, on line 3"},
	{strings.TrimSuffix(wikiGrid, "\n"), "2", "t:10: 2: a puzzle's number with no puzzle after it",
		"a number alone after the last grid has no puzzle to number: a grid with a cell too many, more likely"},
	{"812      ", "         ", "spaces for a row of blanks",
		"nine spaces among rows with spaces for blanks are a row of blanks, where elsewhere they are an empty line"},
	{"", "00015097c6c3 " + wiki + "  7.2", "word of a puzzle",
		"a word of 81 cells among others is the puzzle; a hash before it and a rating after it are notes"},
	{"", "5\t3\t\t\t7\t\t\t\t", "tab-separated fields",
		"between tabs, as a spreadsheet writes a row, an empty field is a blank: as plain cells the line has 3"},
	{"", "| 5 | 3 |   |   | 7 |   |   |   |   |", "Markdown table row",
		"between the bars of a Markdown table an empty cell is a blank: as plain cells the line has 3"},

	// Lines that two forms read otherwise, with no rule between them: a
	// fault that names both readings.
	{"", "1," + wiki[:80], "t:1: line has 81 cells only with the number 1 before a word of 80 cells",
		"a table's number before a puzzle cut short would be its first cell"},
	{"", "- " + wiki[:80], "t:1: line has 81 cells only with the bullet - before a word of 80 cells",
		"a list's bullet before a puzzle cut short would be its first blank"},
	{"", "&.....4..", "t:1: row has 8 cells, and 9 with an empty field for a blank",
		"an empty field before & would be a blank in a row that writes its blanks as ."},
	{"", " . 2 . | . . . | . .", "t:1: row has 8 cells, want 9",
		"boxes of fixed width would have a space for a blank where the row writes its blanks as ."},
	{"", "1 " + cellsSep(wiki0, " "), "t:1: line has 82 cells, want 81",
		"a cell between spaces after the 81st is the 82nd, not a note"},
}

// formOf reads text and returns the name of the form that read its last
// line, "" if none did, and what the reader yields.
func formOf(t *testing.T, text string) (form string, yielded []string) {
	last := strings.Count(strings.TrimSuffix(text, "\n"), "\n") + 1
	classified = func(l *lineView, v view, i int) {
		if v.no == last {
			form = ""
			if i >= 0 {
				form = lineForms[i].name
			}
		}
	}
	defer func() { classified = nil }()
	return form, readAll(t, text)
}

func TestPrecedence(t *testing.T) {
	for _, tt := range precedence {
		text := tt.line + "\n"
		if tt.context != "" {
			text = tt.context + "\n" + text
		}
		form, read := formOf(t, text)
		if strings.HasSuffix(strings.Fields(tt.want)[0], ":") {
			if !slices.ContainsFunc(read, func(s string) bool { return strings.HasPrefix(s, tt.want) }) {
				t.Errorf("%q after %q: read %q, want %q: %s", tt.line, tt.context, read, tt.want, tt.why)
			}
			continue
		}
		if form != tt.want {
			t.Errorf("%q after %q: read as %q, want %q: %s", tt.line, tt.context, form, tt.want, tt.why)
		}
	}
}

// overlaps returns, for each pair of forms that read a line of the
// inputs as different cells of a row or a puzzle, the first such line:
// the form that read it, and the later one that would have.
func overlaps(t *testing.T, inputs []string) map[[2]string]string {
	found := map[[2]string]string{}
	classified = func(l *lineView, v view, won int) {
		if won < 0 {
			return
		}
		first, cells, ok := wholeReading(l, v, won)
		if !ok {
			return
		}
		for j := won + 1; j < len(lineForms); j++ {
			if r, other, ok := wholeReading(l, v, j); ok && r.n == first.n && other != cells {
				k := [2]string{lineForms[won].name, lineForms[j].name}
				if _, ok := found[k]; !ok {
					found[k] = string(l.raw)
				}
			}
		}
	}
	defer func() { classified = nil }()
	for _, in := range inputs {
		readAll(t, in)
	}
	return found
}

// wholeReading reads the line of l with form i alone, and reports whether
// it reads it as a row or a puzzle.
func wholeReading(l *lineView, v view, i int) (reading, board.Grid, bool) {
	lv := viewOf(l.raw, l.width)
	f := &lineForms[i]
	var g board.Grid
	if f.when != nil && !f.when(&lv, v) {
		return reading{}, g, false
	}
	r, ok := f.read(&lv, v, &g)
	return r, g, ok && r.kind == cellLine && r.err == "" && (r.n == 9 || r.n == 81)
}

// Where two forms read a line of the cases, the form files and the
// layouts TestDamage renders as different cells, the first reads it by a
// rule of precedence with a case above.
func TestEveryOverlapIsARule(t *testing.T) {
	inputs := readerInputs(t, false)
	for _, tt := range precedence {
		inputs = append(inputs, tt.context+"\n"+tt.line+"\n")
	}
	for k, line := range overlaps(t, inputs) {
		if !slices.ContainsFunc(precedence, func(p struct{ context, line, want, why string }) bool { return p.want == k[0] }) {
			t.Errorf("%s reads %q before %s, which would read other cells, and no case of precedence says why", k[0], line, k[1])
		}
	}
}
