package main

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
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
// puzzle written wrong, with its count of cells. It returns them in the
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
// 81, or the wrong count of one written wrong; and whether it is the value
// of a key naming a puzzle (see puzzleName), which it is though it has no
// blank.
type listPuzzle struct {
	grid  Grid
	n     int
	named bool
}

// add adds the puzzle of n cells, g, unless skip is set or n is too far
// from 81 for a puzzle: 45 cells or more, fewer than two puzzles with one
// cut short.
func (s *listScan) add(g *Grid, n int, skip, named bool) {
	if !skip && n >= 45 && n < 2*81-45 {
		s.found = append(s.found, listPuzzle{*g, n, named})
	}
}

// startsList reports whether text may be a line that linePuzzles reads:
// one that opens a list or an object, or starts with a quoted key.
func startsList(text []byte) bool {
	t := bytes.TrimLeft(text, " \t")
	_, _, key := leadingKey(t)
	return len(t) > 0 && (t[0] == '[' || t[0] == '{') || key
}

// opensSolution reports whether a line that starts with key and, after its
// colon, rest (see leadingKey) names a solution and opens its value, which
// goes on below ("solution": [), as JSON is written with a row or a cell a
// line.
func opensSolution(key, rest []byte) bool {
	return solutionName(key) && bytes.IndexByte(rest, '[') >= 0 && len(bytes.Trim(rest, "[ \t")) == 0
}

// solutionHeader reports whether text is a header or a comment that names
// solutions ("Solution", "[Solutions]", "# Answer 3:", "--- Solved ---",
// "<h2>Solution 1</h2>"): its first word, after any marks and tags of
// markup, names them, and it has fewer than 17 digits, fewer than a grid.
func solutionHeader(text []byte) bool {
	t := text
	for len(t) > 0 {
		t = bytes.TrimLeft(t, " \t#*-=~[{(\"'/")
		end := bytes.IndexByte(t, '>')
		if len(t) == 0 || t[0] != '<' || end < 0 {
			break
		}
		t = t[end+1:]
	}
	end := 0
	for end < len(t) && 'a' <= t[end]|0x20 && t[end]|0x20 <= 'z' {
		end++
	}
	if end == 0 || !solutionName(t[:end]) {
		return false
	}
	digits := 0
	for _, c := range text {
		if '1' <= c && c <= '9' {
			digits++
		}
	}
	return digits < 17
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
	key = s.quoted('"')
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
		str := s.quoted(c)
		if s.key() {
			s.value(skip || solutionName(str), puzzleName(str), depth+1)
			return
		}
		var g Grid
		if c := cellsOf(str, &g, spaceFields); c.bad < 0 && !c.comment {
			s.add(&g, c.n, skip, named)
		}
	case '[', '{':
		// A list of cells alone: a puzzle, or one written wrong if none
		// is found in its items.
		var g Grid
		n, found := 0, len(s.found)
		if end := s.listEnd(); end > 0 {
			list := s.text[s.i : end+1]
			if n = cellBytes(list); n == 81 && listCells(list, &g) == 81 {
				s.add(&g, 81, skip, named)
				s.i = end + 1
				return
			}
		}
		s.items(skip, depth)
		if len(s.found) == found && n != 81 {
			s.add(&g, n, skip, named)
		}
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

// quoted returns the string at s.i, between quotes q, and moves past it.
// An unclosed string runs to the end of the line.
func (s *listScan) quoted(q byte) []byte {
	start := s.i + 1
	for s.i = start; s.i < len(s.text); s.i++ {
		switch s.text[s.i] {
		case '\\':
			s.i++
		case q:
			s.i++
			return s.text[start : s.i-1]
		}
	}
	return s.text[start:]
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

// listPart reads into cells the cells of a line of a list written over
// several lines, whatever their number a line: as numpy prints a long
// array ("[0 0 4 3 …", 37 a line), as lists are laid out nine a line in
// source ("puzzle = [5, 3, 0, …,", "array([0, 0, 4, …,"), C's arrays
// ("int grid[81] = {5, 3, …,"), OCaml's and F#'s ("let grid =
// [|5;3;0;…;"), MATLAB's matrices ("A = [5 3 0 …;") and MiniZinc's,
// whose rows a bar ends or begins ("start=[|0, 9, 0, …|", "| 8, 0, 4,
// …", "|];"). Unless open says that a line before opened the list, text
// must open it: a bracket, brace or parenthesis before its first cell, or
// a few as numpy prints a list of puzzles, with nothing before them but a
// label ending in =, : or (. The cells are items between spaces, commas,
// semicolons or bars (see itemCell). It returns their number, 0 if text
// is no such line, whether text opens the list, whether it closes it,
// with a bracket after its last cell and then only brackets, commas,
// semicolons and spaces (a line may close it alone), and whether a blank
// was a word.
func listPart(text []byte, cells *[81]uint8, open bool) (n int, opens, closes, words bool) {
	t := plainBrackets(bytes.TrimSpace(text))
	if !open {
		i := 0
		for ; i < len(t); i++ {
			if strings.IndexByte("[{(", t[i]) < 0 {
				continue
			}
			label := bytes.TrimRight(t[:i], " \t")
			if len(label) == 0 || strings.IndexByte("=:(", label[len(label)-1]) >= 0 {
				break
			}
		}
		if i == len(t) {
			return 0, false, false, false
		}
		t, opens = bytes.TrimLeft(t[i+1:], "[{( \t"), true
	}
	if end := bytes.IndexAny(t, "]})"); end >= 0 {
		if !listEnds(t[end+1:], "]})") {
			return 0, false, false, false
		}
		t, closes = t[:end], true
	}
	for item := range bytes.FieldsFuncSeq(t, func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '|' || r == '\t' }) {
		v, word, ok := itemCell(item)
		if n == len(cells) || !ok {
			return 0, false, false, false
		}
		cells[n], words = v, words || word
		n++
	}
	return n, opens, closes, words
}

// listEnds reports whether rest, what follows a list's closing bracket,
// ends it: only commas, semicolons, spaces and the closers, and perhaps a
// full stop last, as Prolog ends a clause ("]]).").
func listEnds(rest []byte, closers string) bool {
	rest = bytes.TrimRight(rest, " \t")
	rest = bytes.TrimSuffix(rest, []byte("."))
	return len(bytes.Trim(rest, closers+",; \t")) == 0
}

// printedItem reads text as an item of an array as PHP prints it, its
// index and its value, a cell: "[5] => 3" (print_r) or "5 => 3," (var_export).
// It reports whether text is one.
func printedItem(text []byte) (index int, v uint8, ok bool) {
	key, value, found := bytes.Cut(bytes.TrimSpace(text), []byte(" => "))
	if !found {
		return 0, 0, false
	}
	index, bracketed, ok := phpKey(key)
	if !bracketed {
		value, found = bytes.CutSuffix(value, []byte(","))
	}
	if !ok || !found || len(value) != 1 || !isCell(value[0]) {
		return 0, 0, false
	}
	return index, asciiChars[value[0]].value, true
}

// phpKey reads the index of an item of an array as PHP prints it, in
// brackets, [5], as print_r and var_dump do, or not, as var_export does.
func phpKey(key []byte) (index int, bracketed, ok bool) {
	if k, found := bytes.CutPrefix(key, []byte("[")); found {
		if key, bracketed = bytes.CutSuffix(k, []byte("]")); !bracketed {
			return 0, false, false
		}
	}
	index, err := strconv.Atoi(string(key))
	return index, bracketed, err == nil && index >= 0
}

// dumpedKey reads text as the key of an item of an array as PHP's
// var_dump prints it, "[5]=>", its value on the next line, and returns its
// index plus one, or 0.
func dumpedKey(text []byte) int {
	if key, ok := bytes.CutSuffix(bytes.TrimSpace(text), []byte("=>")); ok {
		if index, bracketed, ok := phpKey(key); bracketed && ok {
			return index + 1
		}
	}
	return 0
}

// dumpedCell reads text as a cell as PHP's var_dump prints its value,
// int(5) or string(1) "5".
func dumpedCell(text []byte) (uint8, bool) {
	t := bytes.TrimSpace(text)
	if d, ok := bytes.CutPrefix(t, []byte("int(")); ok && len(d) == 2 && d[1] == ')' && '0' <= d[0] && d[0] <= '9' {
		return d[0] - '0', true
	}
	if c, ok := bytes.CutPrefix(t, []byte(`string(1) "`)); ok && len(c) == 2 && c[1] == '"' && isCell(c[0]) {
		return asciiChars[c[0]].value, true
	}
	return 0, false
}

// printedStructure reports whether text is a line of an array as PHP
// prints it other than an item: "Array", "(", ")", "[2] => Array",
// "array (", "2 => ", "),", or an empty line.
func printedStructure(text []byte) bool {
	t := bytes.TrimSpace(text)
	if key, value, ok := bytes.Cut(t, []byte(" =>")); ok {
		if _, _, ok := phpKey(key); !ok {
			return false
		}
		t = bytes.TrimSpace(value)
	}
	switch string(t) {
	case "", "Array", "array (", "(", ")", "),", ");", "}":
		return true
	}
	n, ok := bytes.CutPrefix(t, []byte("array("))
	n, ok2 := bytes.CutSuffix(n, []byte(") {"))
	_, err := strconv.Atoi(string(n))
	return ok && ok2 && err == nil // var_dump's "array(9) {"
}

// keyedCells reads into cells the cells of text written as values under
// keys that name them, A1 to I9, a row's letter and a column's number, as
// Norvig's solver keeps a grid in a dict and sudokutoolcollection in an
// object: `{'A1': '4', 'A2': '.', …}` on one line, or "A1: '.'," a line.
// The keys, in quotes or not, must name the cells in order from cell
// next. A value is a cell, in quotes or not, or a cell's candidates, as
// Norvig's solver keeps them: one digit is placed, several in ascending
// order a blank. It returns the cells read, 0 if text is no such line.
func keyedCells(text []byte, next int, cells *[81]uint8) (n int) {
	t := bytes.TrimPrefix(bytes.TrimSpace(text), []byte("{"))
	for {
		t = bytes.TrimLeft(t, " ")
		if len(t) == 0 || t[0] == '}' {
			if len(bytes.Trim(bytes.TrimPrefix(t, []byte("}")), ",; ")) != 0 {
				return 0
			}
			return n
		}
		key, rest, ok := bytes.Cut(t, []byte(":"))
		if key = bytes.Trim(key, `"' `); !ok || len(key) != 2 || next+n == len(cells) || (key[0]|0x20)-'a' != byte((next+n)/9) || key[1]-'1' != byte((next+n)%9) {
			return 0
		}
		end := bytes.IndexAny(rest, ",}")
		if end < 0 {
			end = len(rest)
		}
		v, ok := candidateValue(bytes.Trim(bytes.TrimSpace(rest[:end]), `"'`))
		if !ok {
			return 0
		}
		cells[n] = v
		n++
		t = bytes.TrimPrefix(rest[end:], []byte(","))
	}
}

// candidateValue reads a cell written as a cell or as its candidates:
// one digit is placed, several in ascending order a blank.
func candidateValue(v []byte) (uint8, bool) {
	if len(v) == 1 && isCell(v[0]) {
		return asciiChars[v[0]].value, true
	}
	if len(v) < 2 {
		return 0, false
	}
	for i, c := range v {
		if c < '1' || c > '9' || i > 0 && c <= v[i-1] {
			return 0, false
		}
	}
	return 0, true
}

// isCell reports whether c is a cell: a digit or a blank.
func isCell(c byte) bool { return c < utf8.RuneSelf && asciiChars[c].class == cellChar }

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
