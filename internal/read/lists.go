package read

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"sudoku/internal/board"
)

// linePuzzles reads the puzzles of a line written as JSON, or as a
// program's literal of lists and maps, which may hold many: a list of
// puzzles (`["4..5…", "52.…"]`), a list of objects each with its puzzle
// and solution, a web service's answer ({"grids":[{"value":[[…]],
// "solution":[[…]]}]}). Each string of 81 cells and each list of 81 cells
// in all (digits, or rows as lists or strings) is a puzzle, in the order
// of the line, unless it is the value of a key naming solutions, or
// within one (see solutionName). When the line holds grids with blanks,
// one without, unless a key names it a puzzle (see puzzleName), is taken
// for a solution and left out, as in a list of pairs ["puzzle",
// "solution"]. A string or a list of 45 to 116 cells but not 81 is a
// puzzle written wrong, with its count of cells, and so is a string that
// is a puzzle but for a character (see almostPuzzle). It returns them in the
// room of found. Any line can be read this way; one that is no such
// thing holds none.
func linePuzzles(text []byte, found []listPuzzle) []listPuzzle {
	s := listScan{text: text, found: found[:0]}
	for s.i < len(s.text) {
		s.value(false, false, 0)
	}
	blanks := false
	for _, p := range s.found {
		blanks = blanks || p.n == 81 && bytes.IndexByte(p.grid[:], 0) >= 0
	}
	if !blanks {
		return s.found
	}
	return slices.DeleteFunc(s.found, func(p listPuzzle) bool { return !p.named && p.n == 81 && bytes.IndexByte(p.grid[:], 0) < 0 })
}

// A listPuzzle is a puzzle of a line of lists, with its count of cells:
// 81, or the wrong count of one written wrong; whether it is the value of
// a key naming a puzzle (see puzzleName), which it is though it has no
// blank; and what else is wrong with it, if anything.
type listPuzzle struct {
	grid  board.Grid
	n     int
	named bool
	fault string
}

// add adds the puzzle of n cells, g, unless skip is set or n is too far
// from 81 for a puzzle: 45 cells or more, fewer than two puzzles with one
// cut short.
func (s *listScan) add(g *board.Grid, n int, skip, named bool) {
	if !skip && n >= 45 && n < 2*81-45 {
		s.found = append(s.found, listPuzzle{*g, n, named, ""})
	}
}

// almostPuzzle reports whether str, a string of a line of lists whose
// cells c have a character that is not a cell, is a puzzle all the same
// but for a character or a few: 72 to 90 characters that are cells or
// not, one in nine at most not. Left out, it would be a puzzle dropped
// without a word.
func almostPuzzle(str []byte, c lineCells) bool {
	if c.comment || c.n < 72 || c.n > 90 {
		return false
	}
	bad := 0
	for i := 0; i < len(str); {
		_, class, _, size := charAt(str, i)
		i += size
		if class == otherChar {
			bad++
		}
	}
	return bad <= c.n/9
}

// startsList reports whether text may be a line that linePuzzles reads:
// one that opens a list or an object, or starts with a quoted key.
func startsList(text []byte) bool {
	t := bytes.TrimLeft(text, " \t")
	_, _, key := leadingKey(t)
	return len(t) > 0 && (t[0] == '[' || t[0] == '{') || key
}

// leadingKey returns the quoted key that text starts with, as a line of an
// object written a key a line does, and what follows its colon; ok is
// false if text starts with no key.
func leadingKey(text []byte) (key, rest []byte, ok bool) {
	t := bytes.TrimLeft(text, " \t")
	if len(t) == 0 || t[0] != '"' {
		return nil, nil, false
	}
	s := listScan{text: t}
	key, _ = s.quoted('"')
	if !s.key() {
		return nil, nil, false
	}
	return key, t[s.i:], true
}

// A listScan is the state of linePuzzles: the line, where it has read to,
// and the puzzles found.
type listScan struct {
	text  []byte
	i     int
	found []listPuzzle
}

// maxNesting is how deep lists and objects are read; a line nested deeper
// holds no puzzle people write, and what is deeper is skipped.
const maxNesting = 32

// maxList is the longest list that is tried whole for a puzzle: a puzzle
// as lists of rows takes a few hundred bytes, even with quotes and
// spaces. A longer one is read item by item.
const maxList = maxLine

// value reads the value at s.i, and what follows it up to the next comma
// or closing bracket, adding the puzzles in it unless skip is set; named
// says it is the value of a key naming a puzzle. It always moves on.
func (s *listScan) value(skip, named bool, depth int) {
	s.spaces()
	if s.i >= len(s.text) {
		return
	}
	if depth > maxNesting {
		s.i = len(s.text)
		return
	}
	switch c := s.text[s.i]; c {
	case '"', '\'':
		s.str(c, skip, named, depth)
	case '[', '{':
		s.list(skip, named, depth)
	default:
		// A number, a word (a key of a JavaScript object, true, null), or
		// a mark out of place.
		start := s.i
		for s.i < len(s.text) && isWordByte(s.text[s.i]) {
			s.i++
		}
		if s.i == start {
			s.i++
			return
		}
		if word := s.text[start:s.i]; s.key() {
			s.value(skip || solutionName(word), puzzleName(word), depth+1)
		}
	}
}

// str reads the string opened by quote at s.i: a key, a puzzle, or one
// written wrong.
func (s *listScan) str(quote byte, skip, named bool, depth int) {
	from := s.i + 1 // where the string starts in the line
	str, closed := s.quoted(quote)
	if s.key() {
		s.value(skip || solutionName(str), puzzleName(str), depth+1)
		return
	}
	var g board.Grid
	switch c := cellsOf(str, &g, spaceFields); {
	case !closed && !skip && c.n-c.empty >= 9:
		s.found = append(s.found, listPuzzle{g, 81, named, "is cut at the line's end, its string not closed"})
	case c.bad.offset < 0 && !c.comment:
		s.add(&g, c.n, skip, named)
	case !skip && almostPuzzle(str, c):
		at := from + c.bad.offset
		s.found = append(s.found, listPuzzle{g, 81, named,
			fmt.Sprintf("has a bad character %s in column %d", quoteChar(str[c.bad.offset:]), utf8.RuneCount(s.text[:at])+1)})
	}
}

// list reads the list or object opened at s.i: a list of cells alone is
// a puzzle, or one written wrong if none is found in its items.
func (s *listScan) list(skip, named bool, depth int) {
	var g board.Grid
	n, found := 0, len(s.found)
	if end := s.listEnd(); end > 0 {
		list := s.text[s.i : end+1]
		if n = cellBytes(list); n == 81 && firstOf(listCells(list, &g)) == 81 {
			s.add(&g, 81, skip, named)
			s.i = end + 1
			return
		}
	}
	s.items(skip, depth)
	if len(s.found) == found && n != 81 {
		s.add(&g, n, skip, named)
	}
}

// items reads the items of the list or object opened at s.i, and moves
// past its end.
func (s *listScan) items(skip bool, depth int) {
	for s.i++; s.i < len(s.text); {
		s.spaces()
		if s.i >= len(s.text) {
			return
		}
		switch s.text[s.i] {
		case ']', '}':
			s.i++
			return
		case ',', ':':
			s.i++
			continue
		}
		s.value(skip, false, depth+1)
	}
}

// isWordByte reports whether c can be part of a number or a bare word.
func isWordByte(c byte) bool {
	return 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c == '_' || c == '-' || c == '.' || c == '+'
}

// spaces moves past spaces and tabs.
func (s *listScan) spaces() {
	for s.i < len(s.text) && (s.text[s.i] == ' ' || s.text[s.i] == '\t') {
		s.i++
	}
}

// quoted returns the string at s.i, between quotes q, and whether it is
// closed, and moves past it. An unclosed string runs to the end of the
// line.
func (s *listScan) quoted(q byte) ([]byte, bool) {
	start := s.i + 1
	for s.i = start; s.i < len(s.text); s.i++ {
		switch s.text[s.i] {
		case '\\':
			s.i++
		case q:
			s.i++
			return s.text[start : s.i-1], true
		}
	}
	return s.text[start:], false
}

// key reports whether a colon comes next, as after the key of an object,
// and moves past it if so.
func (s *listScan) key() bool {
	s.spaces()
	if s.i < len(s.text) && s.text[s.i] == ':' {
		s.i++
		return true
	}
	return false
}

// listEnd returns the index of the bracket that closes the list opened at
// s.i, or -1 if it does not open a list, holds an object or a number of
// more than one character (12, -1, 0.5: not a cell), or is longer than
// maxList. What is quoted is passed over.
func (s *listScan) listEnd() int {
	if s.text[s.i] != '[' {
		return -1
	}
	depth := 0
	for j := s.i; j < len(s.text) && j-s.i < maxList; j++ {
		if isCell(s.text[j]) && j > 0 && isCell(s.text[j-1]) {
			return -1
		}
		switch s.text[j] {
		case '"', '\'':
			q := listScan{text: s.text, i: j}
			q.quoted(s.text[j])
			j = q.i - 1 // the closing quote
		case '[':
			depth++
		case ']':
			if depth--; depth == 0 {
				return j
			}
		case '{', '}', ':':
			return -1
		}
	}
	return -1
}

// cellBytes returns how many bytes of text are cells. A list of one puzzle
// has 81; listCells would read the first 81 of a list of more.
func cellBytes(text []byte) int {
	n := 0
	for _, c := range text {
		if isCell(c) {
			n++
		}
	}
	return n
}

// itemCell reads an item of a list as a cell: a digit or a blank, perhaps
// in quotes, or as a float, 5. or 5.0, or a word for a blank as JSON,
// Python and Go write a missing value (see blankWordList), which word
// reports. An item 0 is itemZero.
func itemCell(item []byte) (v uint8, word, ok bool) {
	if len(item) == 3 && (item[0] == '"' || item[0] == '\'') && item[2] == item[0] {
		item = item[1:2]
	}
	if isFloatCell(item) {
		item = item[:1]
	}
	switch {
	case slices.Contains(blankWordList[:], string(item)):
		return 0, true, true
	case len(item) != 1 || !isCell(item[0]):
		return 0, false, false
	case item[0] == '0':
		return itemZero, false, true
	}
	return asciiChars[item[0]].value, false, true
}

// isFloatCell reports whether w is a digit written as a float, as numpy
// (5.) and Python (5.0) print one.
func isFloatCell(w []byte) bool {
	return len(w) >= 2 && '0' <= w[0] && w[0] <= '9' && w[1] == '.' && len(bytes.Trim(w[2:], "0")) == 0
}

// listEnds reports whether rest, what follows a list's closing bracket,
// ends it: only commas, semicolons, spaces and the closers, and perhaps a
// full stop last, as Prolog ends a clause ("]]).").
func listEnds(rest []byte, closers string) bool {
	rest = bytes.TrimRight(rest, " \t")
	rest = bytes.TrimSuffix(rest, []byte("."))
	return len(bytes.Trim(rest, closers+",; \t")) == 0
}

// solutionName reports whether key names a solution, or solutions: the
// value that follows it is not a puzzle.
func solutionName(key []byte) bool {
	switch strings.ToLower(string(bytes.Trim(key, "\" \t"))) {
	case "solution", "solutions", "answer", "answers", "solved", "sol", "soln", "ans":
		return true
	}
	return false
}

// puzzleName reports whether key names a puzzle: the value that follows
// is one though it has no blank.
func puzzleName(key []byte) bool {
	switch strings.ToLower(string(bytes.Trim(key, "\" \t"))) {
	case "puzzle", "puzzles", "grid", "board", "quiz", "question", "problem", "sudoku", "value", "givens":
		return true
	}
	return false
}

// listCells reads into g a row or a puzzle written as a list: its cells
// between brackets, braces or parentheses, with commas, quotes and spaces
// between, as programs print lists and arrays and write them in their
// source ("[5, 3, 0, …],", `["5", "3", ".", …]`, numpy's "[[5 3 0 …]",
// C's and Java's "{5, 3, 0, …},", Python's tuples, OCaml's and F#'s
// arrays "[|5; 3; 0; …|];"), and a puzzle as a list
// of rows on one line too. The list starts at the first bracket followed
// by a cell, after any brackets, quotes and spaces; what comes before it
// is a label ("board = ", `"grid": `, "int[][] grid = ", Prolog's
// "problem(1, "), and after the last closing bracket there may be only
// commas and semicolons, or a full stop (see listEnds). It returns the
// cells, 9 or 81 for a row or a puzzle, or 0 if text is no such list, and
// what is wrong with a list of 81 cells that is no puzzle (see
// listFault).
func listCells(text []byte, g *board.Grid) (int, string) {
	const marks = "[]{}()'" // and Python's quotes
	first := -1
	for i := 0; i < len(text) && first < 0; {
		if c := text[i]; c != '[' && c != '{' && c != '(' {
			i++
			continue
		}
		j := i + 1
		for j < len(text) && strings.IndexByte("[{( \t\"'|", text[j]) >= 0 {
			j++
		}
		if j < len(text) && isCell(text[j]) {
			first = i
		}
		i = j // the brackets passed over open no list of cells either
	}
	if first >= 0 && text[first] == '(' {
		// A call whose first argument is the puzzle's number, as Prolog
		// writes one, problem(1, [[_,_,…],…]): the list is the next.
		arg, rest, _ := bytes.Cut(text[first+1:], []byte(","))
		if rest = bytes.TrimLeft(rest, " \t"); isNumber(bytes.TrimSpace(arg)) && len(rest) > 0 && rest[0] == '[' {
			first = len(text) - len(rest)
		}
	}
	last := bytes.LastIndexAny(text, "]})")
	if first < 0 || last < first || !listEnds(text[last+1:], "") {
		return 0, ""
	}
	list := bytes.Map(func(r rune) rune {
		if r < utf8.RuneSelf && strings.IndexByte(marks, byte(r)) >= 0 {
			return ' '
		}
		return r
	}, text[first:last+1])
	if c := cellsOf(list, g, spaceFields); c.bad.offset < 0 && !c.comment {
		if n, fault := listFault(text[first : last+1]); fault != "" {
			return n, fault
		}
		return c.n, ""
	}
	return 0, ""
}

// firstOf returns n, dropping the first of two results.
func firstOf(n int, _ string) int { return n }

// listFault returns what is wrong with a list that holds a row or a
// puzzle, and its cells: a list of rows, each a list of its cells, must
// have nine of nine, and a list of cells 9 or 81, all of them read, not
// a cell more.
func listFault(list []byte) (int, string) {
	rows, n := 0, 0
	var counts []int // the cells of each list of cells
	for i := 0; i < len(list); i++ {
		switch c := list[i]; {
		case c == '[' || c == '{' || c == '(':
			counts = append(counts, 0)
		case isCell(c) && len(counts) > 0:
			counts[len(counts)-1]++
			n++
		}
	}
	for _, c := range counts {
		if c > 0 {
			rows++
		}
	}
	switch {
	case rows > 1 && rows != 9:
		return n, fmt.Sprintf("list has %d rows, want 9", rows)
	case rows > 1:
		for k, c := range slices.DeleteFunc(counts, func(c int) bool { return c == 0 }) {
			if c != 9 {
				return n, fmt.Sprintf("row %d of the list has %d cells, want 9", k+1, c)
			}
		}
	case n > 81:
		return n, fmt.Sprintf("list has %d cells, want 81", n)
	}
	return n, ""
}

// isStructure reports whether text holds only the brackets, braces,
// parentheses, commas and semicolons that hold the data of a JSON file or
// a list together, and spaces, and the stars before a line of a comment
// that shows such data (" * ["), OCaml's and F#'s "[|" and "|]" too.
func isStructure(text []byte) bool {
	return len(bytes.Trim(plainBrackets(text), "[]{}(),;* \t")) == 0
}

// plainBrackets returns text with the brackets of OCaml's and F#'s
// arrays, [| and |], as plain ones, [ and ].
func plainBrackets(text []byte) []byte {
	if bytes.IndexByte(text, '|') < 0 {
		return text
	}
	return bytes.ReplaceAll(bytes.ReplaceAll(text, []byte("[|"), []byte("[")), []byte("|]"), []byte("]"))
}
