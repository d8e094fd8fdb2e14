package read

import (
	"bytes"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"sudoku/internal/board"
)

// The forms of lineForms that read a puzzle on one line, and the notes
// and marks taken off a line before most forms read it.

// readPlainCells reads a row or a puzzle of cells between spaces, commas,
// semicolons, bars or &, the commonest line of all but the exact forms.
// Two puzzles on a line, or a number and a word of cells that come to
// 81 only together, are faults.
func readPlainCells(l *lineView, _ view, g *board.Grid) (reading, bool) {
	c := l.cells()
	if !c.ok() || l.via != spaceFields {
		return reading{}, false
	}
	if c.n == 81 && len(l.text) >= 2*81 {
		if _, more := spacedPuzzle(l.text, new(board.Grid)); more {
			// Not a note after the puzzle: another puzzle.
			return faulty(81, "line holds two puzzles, want one"), true
		}
	}
	if label, word, ok := labelAndWord(l.text); ok && c.n == 81 {
		return faulty(81, "line has 81 cells only with the %s before a word of %d cells, which may be a puzzle's label and a puzzle of %d cells, want 81", label, word, word), true
	}
	if c.n == 81 && spacedMore(l.text) {
		return faulty(82, "line has 82 cells, want 81"), true // a cell between separators is no note
	}
	if c.mixed() {
		return mixedFault(c), true
	}
	*g = l.g
	return cells(c.n).blanks(c), true
}

// labelAndWord reports whether text starts with a label, a number alone
// before a separator or a list's bullet, and then a word of 45 cells or
// more: as a table of puzzles writes a puzzle after its number
// ("1,53..7…", "12 53..7…"), and a list after its bullet ("- 53..7…"). It
// returns what the label is and the cells of the word.
func labelAndWord(text []byte) (label string, cells int, ok bool) {
	t := bytes.TrimLeft(text, " \t")
	i := 0
	for i < len(t) && i < 6 && '0' <= t[i] && t[i] <= '9' {
		i++
	}
	label = "number " + string(t[:i])
	if i == 0 && len(t) > 0 && (t[0] == '-' || t[0] == '*') {
		i, label = 1, "bullet "+string(t[:1])
	}
	if i == 0 || i == len(t) || strings.IndexByte(" \t,;", t[i]) < 0 {
		return "", 0, false
	}
	rest := bytes.TrimLeft(t[i:], " \t,;")
	end := bytes.IndexAny(rest, " \t,;")
	if end < 0 {
		end = len(rest)
	}
	var g board.Grid
	c := cellsOf(rest[:end], &g, spaceFields)
	return label, c.n, c.bad.offset < 0 && c.n >= 45
}

// spacedMore reports whether text, 81 cells and what follows them, has
// its cells each between separators and another after the 81st: "5 3 0
// … 9 1", which is no puzzle and a note, but 82 cells. After cells
// written together, "53..7…79 1", a number is a note.
func spacedMore(text []byte) bool {
	n, after := 0, -1
	for i := 0; i < len(text); i++ {
		if !isCell(text[i]) {
			continue
		}
		if i+1 < len(text) && isCell(text[i+1]) {
			return false // cells written together
		}
		if n++; n == 81 {
			after = i + 1
			break
		}
	}
	if after < 0 {
		return false
	}
	t := bytes.TrimLeft(text[after:], " \t,;|")
	return len(t) < len(text[after:]) && len(t) > 0 && isCell(t[0]) && (len(t) == 1 || strings.IndexByte(" \t,;|", t[1]) >= 0)
}

// readCutString reads a line of data, as JSON and Python write objects and
// lists, that begins in a string cut by the line end before, its cells
// and then a quote: a fault, and the rest of the line a line of lists.
// (A line that opens a string and does not close it is a line of lists
// whose last string is cut: see linePuzzles.)
func readCutString(l *lineView, _ view, _ *board.Grid) (reading, bool) {
	t := bytes.TrimSpace(l.text)
	if startsList(t) {
		return reading{}, false
	}
	q := bytes.IndexAny(t, `"'`)
	if q < 0 || !oddQuotes(t[q:]) {
		return reading{}, false
	}
	if rest := bytes.TrimLeft(t[q+1:], " \t"); len(rest) == 0 || strings.IndexByte(",]}", rest[0]) < 0 {
		return reading{}, false // not a string's end before the next item
	}
	var g board.Grid
	if c := cellsOf(t[:q], &g, spaceFields); c.bad.offset >= 0 || c.n-c.empty < 9 {
		return reading{}, false
	}
	l.many = append([]listPuzzle{{n: 81, fault: "is cut at the line's start, its string opened on the line before"}}, linePuzzles(t[q+1:], nil)...)
	return reading{kind: manyLine, from: l}, true
}

// oddQuotes reports whether the quotes in t, of the kind it starts with,
// do not pair.
func oddQuotes(t []byte) bool {
	n := 0
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '\\':
			i++
		case t[0]:
			n++
		}
	}
	return n%2 == 1
}

func readPlacements(l *lineView, _ view, _ *board.Grid) (reading, bool) {
	return reading{kind: skipLine}, placements(l.text)
}

// readKey reads the key a line starts with, as a line of an object
// written a key a line does: if it names a solution and opens its value,
// the grid below is no puzzle. The line reads on.
func readKey(l *lineView, _ view, _ *board.Grid) (reading, bool) {
	key, rest, ok := leadingKey(l.text)
	r := reading{kind: keyOnly, key: otherKey}
	if opensSolution(key, rest) {
		r.key = solutionKey
	}
	return r, ok
}

// readLineOfLists reads a line of lists and objects, as JSON on one line,
// which may hold many puzzles (see linePuzzles).
func readLineOfLists(l *lineView, _ view, g *board.Grid) (reading, bool) {
	if !startsList(l.text) {
		return reading{}, false
	}
	switch many := linePuzzles(l.text, nil); {
	case len(many) == 1 && many[0].n == 81 && many[0].fault == "":
		*g = many[0].grid
		return cells(81), true
	case len(many) > 0:
		l.many = many
		return reading{kind: manyLine, from: l}, true
	}
	return reading{}, false
}

func readSlashRows(l *lineView, _ view, g *board.Grid) (reading, bool) {
	return cells(81), slashRows(l.text, g)
}

func readQuotedPuzzle(l *lineView, _ view, g *board.Grid) (reading, bool) {
	return cells(81), quotedPuzzle(l.text, g)
}

func readFieldPuzzle(l *lineView, v view, g *board.Grid) (reading, bool) {
	if t := v.rd.table; t.fields > 0 && bytes.IndexByte(l.text, t.sep) >= 0 {
		return t.row(l.text, g)
	}
	switch ok, solution, more, fault := fieldPuzzle(l.text, g); {
	case fault != "":
		return faulty(81, "%s", fault), true
	case solution:
		return reading{kind: skipLine}, true
	case more:
		return faulty(81, "line holds two puzzles, want one"), true
	case ok:
		return cells(81), true
	}
	return reading{}, false
}

func readWordPuzzle(l *lineView, _ view, g *board.Grid) (reading, bool) {
	if len(l.text) <= 81 {
		return reading{}, false
	}
	switch ok, more := spacedPuzzle(l.text, g); {
	case more:
		return faulty(81, "line holds two puzzles, want one"), true
	case ok:
		return cells(81), true
	}
	return reading{}, false
}

// readLabelledPuzzle reads a puzzle as an item of a list, whose bullet or
// number the cells took for cells (81 or a few more, the last then taken
// for a note), or after a number sign that they took for a comment, or a
// word before that.
func readLabelledPuzzle(l *lineView, _ view, g *board.Grid) (reading, bool) {
	rest := afterLabel(l.text)
	if rest == nil {
		return reading{}, false
	}
	var t board.Grid // the line may be the puzzle the cells read
	if c := cellsOf(rest, &t, spaceFields); c.bad.offset < 0 && c.n == 81 {
		*g = t
		return cells(81), true
	}
	return reading{}, false
}

// unmarked returns text without the marks that some programs write among
// or around cells, and reports whether it had any; a row of nine cells, or
// a puzzle of 81, read as it is has none, and is not looked at.
func unmarked(text []byte) ([]byte, bool) {
	t, changed := text, false
	if u := uncommented(t); u != nil {
		t, changed = u, true // first, for a comment may hold anything, an apostrophe too
	}
	if u := blankWords(t); u != nil {
		t, changed = u, true // lists with None or null for blanks, as Python and JSON write them
	}
	if u := quotedCells(t); u != nil {
		t, changed = u, true
	}
	if u := floatCells(t); u != nil {
		t, changed = u, true
	}
	if bytes.IndexByte(t, '+') >= 0 {
		// Digits placed in solving, not given, marked +5 as HoDoKu and
		// Sudoku Explainer write a grid: read as given, as in a line.
		if u := dropPlus(t); len(u) != len(t) {
			t, changed = u, true
		}
	}
	if bytes.IndexByte(t, 'u') >= 0 {
		// SudoCue's candidate grid (.sdx) marks a digit the player
		// placed u5: read as given, as a lone candidate is.
		if u := userDigits(t); u != nil {
			t, changed = u, true
		}
	}
	if u, ok := bytes.CutSuffix(bytes.TrimRight(bytes.TrimSuffix(t, []byte(`\hline`)), " "), []byte(`\\`)); ok {
		t, changed = u, true // a row of a TeX table, 5 & 3 &  & … \\ \hline
	}
	return t, changed
}

// uncommented returns text without a comment at its end, after a row's
// or a list's cells and a space: a note, # …, or one of source code, // …
// or /* … */ ("4...3....  // row 1", "{8, 0, 0, …, 3},  /* row 4 */"); or
// nil if it has none. A number sign after a word, "Puzzle #3 …", or
// alone before a puzzle, "#2 …", starts no comment (see afterLabel).
func uncommented(text []byte) []byte {
	for i := 1; i < len(text); i++ {
		t := text[i:]
		if text[i-1] != ' ' && text[i-1] != '\t' || t[0] != '#' && !bytes.HasPrefix(t, []byte("//")) &&
			!(bytes.HasPrefix(t, []byte("/*")) && bytes.HasSuffix(t[2:], []byte("*/"))) {
			continue
		}
		before := bytes.TrimRight(text[:i], " \t")
		if len(before) == 0 {
			return nil
		}
		_, size := utf8.DecodeLastRune(before)
		if _, class, _, _ := charAt(before, len(before)-size); class == cellChar || class == barChar || class == fieldChar ||
			strings.IndexByte("]})", before[len(before)-1]) >= 0 {
			return before
		}
		return nil
	}
	return nil
}

// blankWordList are the words that stand for a blank in a list: Python's
// None, JSON's null, Go's nil, R's NA, a float's NaN as pandas and numpy
// write it, and -1 as some programs write it.
var blankWordList = [...]string{"None", "null", "nil", "NA", "NaN", "nan", "-1"}

// blankWords returns a copy of text in which the words that stand for a
// blank in a list, after a bracket, or in a table, after a bar, None, null,
// nil, R's NA and -1 (an item of a list, or a cell of a table between
// bars), are each a 0 and spaces, the same length, and Rust's
// Some(5) a 5 and spaces; or nil if it has none of them. A list with such
// blanks and a 0 among its items too, and no 9, has digits from 0 to 8, as
// some JavaScript libraries keep them: each is read one up.
func blankWords(text []byte) []byte {
	open := bytes.IndexAny(text, "[({|")
	if open < 0 {
		open = bytes.Index(text, []byte("│")) // a bar of console.table's
	}
	if open < 0 {
		return nil
	}
	out := someCells(text, open)
	blanks := wordBlanks(text, open)
	if len(blanks) == 0 {
		return out
	}
	if out == nil {
		out = bytes.Clone(text)
	}
	if zero, nine := itemDigits(text[open:]); zero && !nine {
		for k := open; k < len(out); k++ {
			if '0' <= out[k] && out[k] <= '8' && isItem(out, k, k+1) && out[k-1] != '-' {
				out[k]++
			}
		}
	}
	for _, b := range blanks {
		copy(out[b[0]:], "0   "[:b[1]])
	}
	return out
}

// someCells returns a copy of text in which each of Rust's Some(5) after
// open is a 5 and spaces, the same length, or nil if it has none.
func someCells(text []byte, open int) []byte {
	var out []byte
	for from := 0; ; {
		i := bytes.Index(text[from:], []byte("Some("))
		if i < 0 {
			return out
		}
		i += from
		from = i + len("Some(")
		if i < open || from+1 >= len(text) || text[from+1] != ')' || !isCell(text[from]) || i > 0 && isWordByte(text[i-1]) {
			continue
		}
		if out == nil {
			out = bytes.Clone(text)
		}
		copy(out[i:], []byte{text[from], ' ', ' ', ' ', ' ', ' ', ' '})
	}
}

// wordBlanks returns where the words for blanks (see blankWordList) after
// open are in text, and their lengths.
func wordBlanks(text []byte, open int) [][2]int {
	var blanks [][2]int
	for _, w := range blankWordList {
		for from := 0; ; {
			i := bytes.Index(text[from:], []byte(w))
			if i < 0 {
				break
			}
			i += from
			from = i + len(w)
			if i < open || i > 0 && isWordByte(text[i-1]) || from < len(text) && isWordByte(text[from]) || w == "-1" && !isItem(text, i, from) && !inTable(text, i, from) {
				continue
			}
			blanks = append(blanks, [2]int{i, len(w)})
		}
	}
	return blanks
}

// quotedCells returns a copy of text in which each cell in single quotes,
// as Python and JavaScript print a string ('5', '.', and ” for a blank),
// has spaces for its quotes; or nil if text has no single quote, or one
// that is not around a cell, such as an apostrophe.
func quotedCells(text []byte) []byte {
	if bytes.IndexByte(text, '\'') < 0 {
		return nil
	}
	out := bytes.Clone(text)
	for i := 0; i < len(out); i++ {
		switch {
		case out[i] != '\'':
		case i+1 < len(out) && out[i+1] == '\'':
			out[i], out[i+1] = ' ', ' '
			i++
		case i+2 < len(out) && isCell(out[i+1]) && out[i+2] == '\'':
			out[i], out[i+2] = ' ', ' '
			i += 2
		default:
			return nil
		}
	}
	return out
}

// floatCells returns a copy of text in which each cell written as a
// number with a fraction, as numpy prints an array of floats (5.) and
// Python and pandas a float (5.0), is that digit and spaces, and NaN or
// nan, a missing value among floats, a blank; or nil if text has fewer
// than nine such cells, a row's, or another word with a point, such as a
// blank . of its own.
func floatCells(text []byte) []byte {
	if bytes.IndexByte(text, '.') < 0 && bytes.IndexByte(text, 'a') < 0 {
		return nil // neither a point nor NaN
	}
	if floatWords(text, false) < 9 {
		return nil // checked first, to spare most lines a copy
	}
	out := bytes.Clone(text)
	floatWords(out, true)
	return out
}

// floatWords returns how many words of text are floats or NaN, or 0 if
// one is another word with a point; if edit, it writes each as a digit
// and spaces.
func floatWords(t []byte, edit bool) int {
	isEnd := func(c byte) bool { return strings.IndexByte(" \t,;[](){}|'\"", c) >= 0 }
	cells := 0
	for i := 0; i < len(t); {
		j := i
		for j < len(t) && !isEnd(t[j]) {
			j++
		}
		switch w := t[i:j]; {
		case string(w) == "NaN" || string(w) == "nan":
			if edit {
				copy(w, "0  ")
			}
			cells++
		case bytes.IndexByte(w, '.') < 0:
		case isFloatCell(w):
			if edit {
				copy(w[1:], bytes.Repeat([]byte(" "), len(w)-1))
			}
			cells++
		default:
			return 0
		}
		i = j + 1
	}
	return cells
}

// isItem reports whether text[i:j] is an item of a list: after an opening
// bracket or a comma, and before a comma, a closing bracket or the end,
// with only spaces between.
func isItem(text []byte, i, j int) bool {
	before := bytes.TrimRight(text[:i], " ")
	after := bytes.TrimLeft(text[j:], " ")
	return len(before) > 0 && strings.IndexByte("[({,", before[len(before)-1]) >= 0 &&
		(len(after) == 0 || strings.IndexByte("]}),", after[0]) >= 0)
}

// inTable reports whether text[i:j] is a cell of a table between bars, |
// or box drawing's, with only spaces between.
func inTable(text []byte, i, j int) bool {
	before := bytes.TrimRight(text[:i], " ")
	after := bytes.TrimLeft(text[j:], " ")
	if len(before) == 0 || len(after) == 0 {
		return false
	}
	_, size := utf8.DecodeLastRune(before)
	_, barBefore, _, _ := charAt(before, len(before)-size)
	_, barAfter, _, _ := charAt(after, 0)
	return barBefore == barChar && barAfter == barChar
}

// itemDigits reports whether the items of the lists in text include a 0,
// and a 9.
func itemDigits(text []byte) (zero, nine bool) {
	for k, c := range text {
		if (c == '0' || c == '9') && isItem(text, k, k+1) && (k == 0 || text[k-1] != '-') {
			zero, nine = zero || c == '0', nine || c == '9'
		}
	}
	return zero, nine
}

// userDigits returns a copy of text in which each u alone before a digit,
// between spaces, is a space, as SudoCue marks a digit the player placed;
// or nil if text has another u.
func userDigits(text []byte) []byte {
	out := bytes.Clone(text)
	for i, c := range out {
		if c != 'u' {
			continue
		}
		if i > 0 && out[i-1] != ' ' || i+1 == len(out) || out[i+1] < '1' || out[i+1] > '9' || i+2 < len(out) && out[i+2] != ' ' {
			return nil
		}
		out[i] = ' '
	}
	return out
}

// dropPlus returns a copy of field without the + before each digit, or
// field itself if it has none.
func dropPlus(field []byte) []byte {
	var out []byte
	for i, c := range field {
		if c == '+' && i+1 < len(field) && '1' <= field[i+1] && field[i+1] <= '9' {
			if out == nil {
				out = append(make([]byte, 0, len(field)), field[:i]...)
			}
			continue
		}
		if out != nil {
			out = append(out, c)
		}
	}
	if out == nil {
		return field
	}
	return out
}

// fieldMarks are the characters fieldPuzzle takes to separate fields.
const fieldMarks = ",;\t:=<>[]{}()/"

// fieldPuzzle reads into g the first field of a line of fields that holds
// 81 cells, and reports whether one does. Fields are between commas,
// semicolons or tabs, as in a table of puzzles, one a row, that puts a
// number before each and a solution and a rating after
// ("1,1..5.37..6.3…,198543726…,27,2.2"); or between the marks of markup
// and data files: : = < > [ ] { } ( ) / as in a HoDoKu library line
// (":0000:x:7.2.5..1…:::"), an OpenSudoku game (<game data="0520…"/>)
// or JSON ({"puzzle": "0043…", "solution": "8643…"}). A field of 81 cells
// after one naming it a solution or an answer, as a line of a JSON
// object can, is a solution: not a puzzle. It reports more if a later
// field holds another 81 cells with a blank: a second puzzle, where a
// solution would have none. A field before the first of 81 cells that
// is a puzzle written wrong, of 45 to 116 cells or with a character that
// is no cell (see almostPuzzle), is a fault, which it returns.
func fieldPuzzle(text []byte, g *board.Grid) (ok, solution, more bool, fault string) {
	if bytes.IndexAny(text, fieldMarks) < 0 {
		return false, false, false, ""
	}
	var other board.Grid
	for from, end := 0, 0; from < len(text); from = end + 1 {
		end = from + bytes.IndexAny(text[from:], fieldMarks)
		if end < from {
			end = len(text)
		}
		into := g
		if ok {
			into = &other
		}
		field := bytes.TrimRight(text[from:end], " '") // a string in single quotes, as Python and JavaScript write it
		t := bytes.TrimLeft(field, " '")
		at := len(field) - len(t) + from // where it starts in text
		field = t
		if len(field) == 0 {
			continue
		}
		c := cellsOf(field, into, spaceFields)
		switch {
		case c.n == 81 && c.bad.offset < 0 && !c.comment && ok:
			return true, solution, bytes.IndexByte(other[:], 0) >= 0, ""
		case c.n == 81 && c.bad.offset < 0 && !c.comment:
			ok = true
		case !ok && !c.comment && (c.bad.offset < 0 && c.n >= 45 && c.n < 2*81-45 || almostPuzzle(field, c)):
			return false, false, false, fieldFault(text, at, field, c)
		case !ok:
			solution = solutionName(field)
		}
	}
	return ok, solution, false, ""
}

// fieldFault says what is wrong with a field of text, at offset at in
// it, that is a puzzle written wrong, whose cells are c.
func fieldFault(text []byte, at int, field []byte, c lineCells) string {
	if c.bad.offset >= 0 {
		col := utf8.RuneCount(text[:at+c.bad.offset]) + 1
		return fmt.Sprintf("bad character %s in column %d", quoteChar(field[c.bad.offset:]), col)
	}
	return fmt.Sprintf("field of a puzzle has %d cells, want 81", c.n)
}

// spacedPuzzle reads into g the first of the words of text, between
// spaces or tabs, that is a puzzle of 81 cells with a digit, and reports
// whether one is; it reports more if a later one is a puzzle with a
// blank, where a solution would have none. The other words, up to a
// comment, may be anything, as in the public puzzle banks that put a hash before each
// puzzle and a rating after it ("00015097c6c3 0830200900…  7.2") or a
// date before it and the solution after.
func spacedPuzzle(text []byte, g *board.Grid) (ok, more bool) {
	for word := range bytes.FieldsFuncSeq(text, func(r rune) bool { return r == ' ' || r == '\t' }) {
		if word[0] == '#' {
			break // a comment, or a number sign that afterLabel reads
		}
		if len(word) < 81 {
			continue // too short to be one: most are
		}
		var t board.Grid
		if c := cellsOf(word, &t, spaceFields); c.bad.offset >= 0 || c.n != 81 || c.comment || t == (board.Grid{}) {
			continue
		}
		if ok {
			return true, bytes.IndexByte(t[:], 0) >= 0
		}
		*g, ok = t, true
	}
	return ok, false
}

// afterLabel returns what follows the label of an item of a list, or nil
// if text has none: a bullet, - or *, and a space, as Markdown and YAML
// write lists; or a number of up to six digits, perhaps after a number
// sign and a word before it (#2, Puzzle #3), and a space, after a dot, a
// parenthesis or a dash ("1. 53..7…", "12) …", "3 - …"), or alone when
// a word of 81 characters follows ("01 530070000…"): not a cell of a line
// of cells between spaces.
func afterLabel(text []byte) []byte {
	if rest := afterBullet(text); rest != nil {
		return rest
	}
	t := bytes.TrimLeft(text, " \t")
	if i := bytes.IndexByte(t, '#'); i >= 0 && i+1 < len(t) && '0' <= t[i+1] && t[i+1] <= '9' &&
		len(bytes.TrimLeftFunc(bytes.TrimRight(t[:i], " "), unicode.IsLetter)) == 0 {
		t = t[i+1:] // a number sign, perhaps after a word: #2, Puzzle #3
	}
	n := 0
	for n < len(t) && n < 6 && '0' <= t[n] && t[n] <= '9' {
		n++
	}
	rest, marked := t[n:], false
	switch {
	case n == 0:
		return nil
	case bytes.HasPrefix(rest, []byte(".")) || bytes.HasPrefix(rest, []byte(")")):
		rest, marked = rest[1:], true
	case bytes.HasPrefix(rest, []byte(" -")):
		rest, marked = rest[2:], true
	}
	if len(rest) == 0 || rest[0] != ' ' && rest[0] != '\t' {
		return nil
	}
	rest = bytes.TrimLeft(rest, " \t")
	if sp := bytes.IndexAny(rest, " \t"); !marked && sp >= 0 && sp < 81 {
		return nil // cells between spaces, the number one of them
	}
	return rest
}

// postScriptPuzzle reads into g a puzzle written as a string of
// PostScript, 81 digits and spaces for blanks between parentheses, as the
// sudoku program of Debian writes its -fpostscript pages, and reports
// whether text is one.
func postScriptPuzzle(text []byte, g *board.Grid) bool {
	t := bytes.TrimRight(text, " ")
	if len(t) != 83 || t[0] != '(' || t[82] != ')' {
		return false
	}
	var p board.Grid
	for i, c := range t[1:82] {
		switch {
		case '1' <= c && c <= '9':
			p[i] = c - '0'
		case c != ' ':
			return false
		}
	}
	*g = p
	return true
}

// placements reports whether text is a line of a solving history, as
// Debian's sudoku -v prints one: digits placed in cells, "2 -> (5,1), 2 ->
// (2,2), …", a guess marked *> for ->.
func placements(text []byte) bool {
	t := bytes.TrimSpace(text)
	if len(t) == 0 {
		return false
	}
	for len(t) > 0 {
		step, rest, _ := bytes.Cut(t, []byte(", "))
		if len(step) != 10 || step[0] < '1' || step[0] > '9' || string(step[1:5]) != " -> " && string(step[1:5]) != " *> " ||
			step[5] != '(' || step[6] < '1' || step[6] > '9' || step[7] != ',' || step[8] < '1' || step[8] > '9' || step[9] != ')' {
			return false
		}
		t = rest
	}
	return true
}

// quoted returns the first string in double or single quotes in text,
// what comes before it and what after, and whether there is one, closed,
// before any of the bytes of stop.
func quoted(text []byte, stop string) (before, str, rest []byte, ok bool) {
	open := bytes.IndexAny(text, `"'`+stop)
	if open < 0 || text[open] != '"' && text[open] != '\'' {
		return nil, nil, nil, false
	}
	str, rest, ok = bytes.Cut(text[open+1:], text[open:open+1])
	return text[:open], str, rest, ok
}

// quotedPuzzle reads into g a puzzle written as a string in single or
// double quotes of exactly 81 characters, digits and spaces for blanks,
// as some course files write them (puzzle1='53  7    6  195 …'), and
// reports whether text holds one before any comment, # …. In a string of
// another length, which spaces are not cells cannot be told; nor in one
// that writes a blank as a character too, . or 0.
func quotedPuzzle(text []byte, g *board.Grid) bool {
	for t := text; ; {
		_, str, rest, ok := quoted(t, "#")
		if !ok {
			return false
		}
		if len(str) == 81 && bytes.IndexByte(str, ' ') >= 0 && len(bytes.Trim(str, "123456789 ")) == 0 {
			for i, ch := range str {
				g[i] = 0
				if '1' <= ch && ch <= '9' {
					g[i] = ch - '0'
				}
			}
			return true
		}
		t = rest
	}
}

// slashRows reads into g a puzzle written on one line as its nine rows, a
// slash between each two, "53..7..../6..195.../…", and reports whether
// text is one.
func slashRows(text []byte, g *board.Grid) bool {
	if bytes.Count(text, []byte("/")) != 8 {
		return false
	}
	var t board.Grid
	k := 0
	for row := range bytes.SplitSeq(text, []byte("/")) {
		var r board.Grid
		if c := cellsOf(row, &r, spaceFields); c.bad.offset >= 0 || c.comment || c.n != 9 {
			return false
		}
		copy(t[9*k:], r[:9])
		k++
	}
	*g = t
	return true
}
