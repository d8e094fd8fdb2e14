package main

import (
	"fmt"
	"io"
	"iter"
	"os"
	"path/filepath"
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
	"arrays as PHP prints them, cut short": "an array that begins again at [0] after one cut short is a new array, and incomplete too, where [ was a bad character",
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
		got := readWith(readPuzzles, strings.NewReader(in))
		if strings.Join(old, "\n") != strings.Join(got, "\n") {
			t.Errorf("%q: old reader\n%s\nnew reader\n%s", in, strings.Join(old, "\n"), strings.Join(got, "\n"))
		}
	})
}
