package main

import (
	"fmt"
	"io"
	"iter"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The redesigned reader reads what the reader before it read: the cases
// of the tables, the files of testdata/forms and the public collections
// give the same puzzles, or the same faults at the same lines, from both,
// but where a case of deliberate below says why not.

// readWith returns every puzzle and fault read reads from text, as the
// tables write them.
func readWith(read func(io.Reader, string) iter.Seq2[puzzle, error], r io.Reader) []string {
	var got []string
	for p, err := range read(r, "t") {
		switch err.(type) {
		case nil:
			got = append(got, fmt.Sprintf("%d: %s", p.lineNo, textOf(form{layout: lineLayout}, p.grid)[:81]))
		default:
			got = append(got, err.Error())
		}
	}
	return got
}

// deliberate lists the inputs the new reader reads otherwise than the old
// one did, by the name of their case, and why.
var deliberate = map[string]string{
	"arrays as PHP prints them, cut short":               "an array that begins again at [0] after one cut short is a new array, and incomplete too, where [ was a bad character",
	"an empty row in the middle of a spreadsheet's grid": "ten rows with no line between them are a grid with a row too many, not a grid and a row",
	"a number before cells between spaces":               "a cell between spaces after the 81st is the 82nd, not a note",
	"a number before a puzzle cut short":                 "the field of a puzzle has 80 cells, where its number and it were 82",
	"MiniZinc's arrays with a row of 8 and a bad cell":   "a cell of a list with a character that is no cell is a fault of the list, not the end of it",
	"cells in single quotes":                             "ten rows with no line between them are a grid with a row too many, not a grid and a row",
}

func compareReaders(t *testing.T, name, text string) {
	t.Helper()
	old := readWith(oldReadPuzzles, strings.NewReader(text))
	got := readWith(readPuzzles, strings.NewReader(text))
	if strings.Join(old, "\n") == strings.Join(got, "\n") {
		return
	}
	if why, ok := deliberate[name]; ok {
		t.Logf("%s: read otherwise on purpose: %s", name, why)
		return
	}
	t.Errorf("%s: old reader\n%s\nnew reader\n%s", name, strings.Join(old, "\n"), strings.Join(got, "\n"))
}

func TestOracle(t *testing.T) {
	for _, tt := range parseTests {
		compareReaders(t, tt.name, tt.in)
	}
	for _, tt := range formTests {
		compareReaders(t, tt.file, string(readFile(t, filepath.Join("testdata", "forms", tt.file))))
	}
	if testing.Short() {
		return
	}
	for _, d := range dataSets {
		name := filepath.Join(dataDir(), d.file)
		text, err := os.ReadFile(name)
		if err != nil {
			t.Logf("no %s", name)
			continue
		}
		compareReaders(t, d.file, string(text))
	}
}

func FuzzOracle(f *testing.F) {
	for _, tt := range parseTests {
		if _, ok := deliberate[tt.name]; !ok && len(tt.in) < 10000 {
			f.Add(tt.in)
		}
	}
	f.Fuzz(func(t *testing.T, in string) {
		old := readWith(oldReadPuzzles, strings.NewReader(in))
		strictReading = false
		got := readWith(readPuzzles, strings.NewReader(in))
		strictReading = true
		if !sameRead(old, got) && !stricter(old, got) {
			t.Errorf("%q: old reader\n%s\nnew reader\n%s", in, strings.Join(old, "\n"), strings.Join(got, "\n"))
		}
	})
}

// sameRead reports whether the old and the new reader read the same: the
// same puzzles, each at its line, and if the file is malformed, the same
// fault at the same line first. What comes after a malformed row may be
// read otherwise, which the file's fault tells of: a malformed row's
// cells were what the last reading the old reader tried left, and are
// the line's cells now.
func sameRead(old, got []string) bool {
	for i := range max(len(old), len(got)) {
		switch {
		case i == len(old) || i == len(got) || old[i] != got[i]:
			return false
		case strings.HasPrefix(old[i], "t:"):
			return true
		}
	}
	return true
}

// stricter reports whether got, what the new reader read, differs from
// old only as a reader that is never silently wrong would: every puzzle
// it read the old one read too, at the same line; and every puzzle the
// old one read and it did not has a fault of its near it (within the
// lines of a drawn grid), and so has every fault of the old one's that it
// has not. Faults of its own it may have anywhere: where the old reader
// read a line as something else, or left it out, without a word.
func stricter(old, got []string) bool {
	near := func(list []string, at, before, after int, faults bool) bool {
		for _, s := range list {
			if n := entryLine(s); n >= at-before && n <= at+after && (!faults || strings.HasPrefix(s, "t:")) {
				return true
			}
		}
		return false
	}
	for _, s := range got {
		switch {
		case !strings.HasPrefix(s, "t:") && !slices.Contains(old, s):
			return false
		}
	}
	for _, s := range old {
		if !slices.Contains(got, s) && !near(got, entryLine(s), 13, 13, true) {
			return false
		}
	}
	return true
}

// entryLine returns the line of a puzzle or a fault as readWith writes them.
func entryLine(s string) int {
	s = strings.TrimPrefix(s, "t:")
	n, _ := strconv.Atoi(s[:strings.IndexByte(s, ':')])
	return n
}
