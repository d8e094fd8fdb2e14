package main

import (
	"path/filepath"
	"strings"
	"testing"

	"sudoku/internal/oracle"
)

// -format does not change -rate's report, as the manual says: run end to
// end on the input of testdata/rate.golden, each text form gives that
// report byte for byte, and html, no text, is a usage error.
func TestRateFormat(t *testing.T) {
	input := mustAbs(t, filepath.Join("testdata", "analyse.txt"))
	golden := string(oracle.ReadFile(t, filepath.Join("testdata", "rate.golden"))) // made by TestAnalyseRun from -rate analyse.txt
	dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
	plain := sudoku(t, dir, "", "-rate", input)
	if plain.code != 0 || plain.stderr != "" || plain.stdout != golden {
		t.Fatalf("-rate: status %d, stderr %q, stdout\n%s\nwant testdata/rate.golden", plain.code, plain.stderr, plain.stdout)
	}
	for _, f := range []string{"grid", "line", "pretty"} {
		got := sudoku(t, dir, "", "-rate", input, "-format", f)
		if got.code != 0 || got.stderr != "" || got.stdout != plain.stdout {
			t.Errorf("-format %s: status %d, stderr %q, stdout\n%s\nwant the report without -format", f, got.code, got.stderr, got.stdout)
		}
	}
	for _, args := range [][]string{{"-rate", input, "-format", "html"}, {"-rate", input, "-format", "html", "-o", "out.txt"}} {
		got := sudoku(t, dir, "", args...)
		if want := "sudoku: -format html: -rate and -explain write text\n" + usageHint; got.code != 2 || got.stderr != want || got.stdout != "" {
			t.Errorf("%v: status %d, stdout %q, stderr\n%s\nwant status 2, stderr\n%s", args[2:], got.code, got.stdout, got.stderr, want)
		}
	}
	checkUnchanged(t, dir, "sudoku.txt") // and no out.txt
}

// -rate rates, end to end, the puzzles of the SE rater's testdata as
// SukakuExplainer does (the ratings in the file are its own): its se
// column is the file's rating, puzzle by puzzle.
func TestRateAsSukakuExplainer(t *testing.T) {
	text := string(oracle.ReadFile(t, filepath.Join("internal", "se", "testdata", "se.txt")))
	var puzzles, ratings []string
	for _, line := range strings.Split(text, "\n") {
		if fields := strings.Fields(line); len(fields) == 2 && !strings.HasPrefix(line, "#") {
			puzzles, ratings = append(puzzles, fields[0]), append(ratings, fields[1])
		}
	}
	if len(puzzles) < 100 {
		t.Fatalf("%d puzzles: too few", len(puzzles))
	}
	dir := oracle.TestDir(t, map[string]string{"se.txt": strings.Join(puzzles, "\n") + "\n"})
	got := sudoku(t, dir, "", "-rate", "se.txt")
	if got.code != 0 || got.stderr != "" {
		t.Fatalf("-rate: status %d, stderr %q", got.code, got.stderr)
	}
	lines := strings.Split(strings.TrimSuffix(got.stdout, "\n"), "\n")[1:]
	if len(lines) != len(puzzles) {
		t.Fatalf("%d lines for %d puzzles", len(lines), len(puzzles))
	}
	for k, line := range lines {
		if se := strings.Split(line, "\t")[5]; se != ratings[k] {
			t.Errorf("puzzle %d, %s: se %s, SukakuExplainer %s", k+1, puzzles[k], se, ratings[k])
		}
	}
}
