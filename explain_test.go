package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sudoku/internal/oracle"
	"sudoku/internal/output"
)

// The runs of -rate and -explain on testdata/analyse.txt: to standard
// output by default, to a file with -o, from standard input, in either
// form; their output is in golden files. Package explain's
// TestExplainGolden finds them what its Run writes, replays their steps
// against the solutions and checks the pretty form against the grid
// form's, independently of the program's code.
func TestAnalyseRun(t *testing.T) {
	input := mustAbs(t, filepath.Join("testdata", "analyse.txt"))
	for _, tt := range []struct {
		golden string
		args   []string
	}{
		{"rate.golden", []string{"-rate", input}},
		{"explain.golden", []string{"-explain", input}},
		{"explain.line.golden", []string{"-explain", input, "-format", "line"}},
		{"explain.pretty.golden", []string{"-explain", input, "-format", "pretty"}},
	} {
		t.Run(tt.golden, func(t *testing.T) {
			golden := filepath.Join("testdata", tt.golden)
			dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
			got := sudoku(t, dir, "", tt.args...)
			if got.code != 0 || got.stderr != "" {
				t.Fatalf("status %d, stderr %q", got.code, got.stderr)
			}
			if *update {
				if err := os.WriteFile(golden, []byte(got.stdout), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want := string(oracle.ReadFile(t, golden))
			if got.stdout != want {
				t.Errorf("got\n%s\nwant\n%s", got.stdout, want)
			}
			stdin := sudoku(t, dir, string(oracle.ReadFile(t, input)), append([]string{tt.args[0], "-"}, tt.args[2:]...)...)
			if stdin.code != 0 || stdin.stdout != want {
				t.Errorf("from standard input: status %d, stderr %q, output\n%s", stdin.code, stdin.stderr, stdin.stdout)
			}
			checkUnchanged(t, dir, "sudoku.txt")
			toFile := sudoku(t, dir, "", append(tt.args, "-o", "out.txt")...)
			if toFile.code != 0 || toFile.stdout != "" || string(oracle.ReadFile(t, filepath.Join(dir, "out.txt"))) != want {
				t.Errorf("-o out.txt: status %d, stdout %q, stderr %q", toFile.code, toFile.stdout, toFile.stderr)
			}
		})
	}
}

// A malformed file gives the messages -s gives, status 1, and writes
// nothing: the output file stays as it was.
func TestAnalyseInputErrors(t *testing.T) {
	for _, mode := range []string{"-rate", "-explain"} {
		for _, tt := range inputErrorTests {
			t.Run(mode+" "+tt.name, func(t *testing.T) {
				files := map[string]string{"sudoku.txt": oldOutput, "out.txt": oldOutput}
				if tt.text != "" {
					files[tt.name] = tt.text
				}
				dir := oracle.TestDir(t, files)
				for _, args := range [][]string{{mode, tt.name}, {mode, tt.name, "-o", "out.txt"}} {
					got := sudoku(t, dir, "", args...)
					if want := "sudoku: " + tt.msg + "\n"; got.code != 1 || got.stderr != want || got.stdout != "" {
						t.Errorf("%v: got status %d, stderr\n%s\nwant status 1, stderr\n%s", args, got.code, got.stderr, want)
					}
				}
				if got := string(oracle.ReadFile(t, filepath.Join(dir, "out.txt"))); got != oldOutput {
					t.Errorf("out.txt holds %q", got)
				}
				names := []string{"out.txt", "sudoku.txt"}
				if tt.text != "" {
					names = append(names, tt.name)
				}
				checkUnchanged(t, dir, names...)
			})
		}
	}
	got := sudoku(t, t.TempDir(), "5 3 !\n", "-rate", "-")
	if want := "sudoku: stdin:1: bad character '!' in column 5\n"; got.code != 1 || got.stderr != want {
		t.Errorf("got status %d, stderr %q; want 1, %q", got.code, got.stderr, want)
	}
}

// Explaining 32,000 puzzles, about 75 MB of text, more than the memory
// allowed, keeps to bounded memory.
func TestExplainMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	const n = 32000
	dir := t.TempDir()
	block := textOf(output.Form{}, oracle.Puzzles(t, "testdata/grid.txt")[0]) + "\n"
	writeBig(t, filepath.Join(dir, "p.txt"), block, n*len(block))
	got := sudoku(t, dir, "", "-explain", "p.txt", "-o", "out.txt")
	if got.code != 0 || got.stderr != "" {
		t.Fatalf("status %d, stderr %q", got.code, got.stderr)
	}
	checkMemory(t, got)
	out := oracle.ReadFile(t, filepath.Join(dir, "out.txt"))
	if k := bytes.Count(out, []byte("\npuzzle ")) + 1; k != n || len(out) < maxMemory {
		t.Errorf("%d puzzles explained in %d bytes, want %d in more than %d", k, len(out), n, maxMemory)
	}
}

// -crlf ends every line of the reports with CRLF, and html is no form for
// them.
func TestAnalyseCRLF(t *testing.T) {
	dir := oracle.TestDir(t, map[string]string{"p.txt": string(oracle.ReadFile(t, "testdata/grid.txt"))})
	for _, mode := range []string{"-rate", "-explain"} {
		lf := sudoku(t, dir, "", mode, "p.txt")
		crlf := sudoku(t, dir, "", mode, "p.txt", "-crlf")
		if lf.code != 0 || crlf.code != 0 || crlf.stdout != strings.ReplaceAll(lf.stdout, "\n", "\r\n") || !strings.Contains(lf.stdout, "\n") {
			t.Errorf("%s -crlf: status %d, %d; output\n%q", mode, lf.code, crlf.code, crlf.stdout)
		}
		got := sudoku(t, dir, "", mode, "p.txt", "-format", "html")
		if want := "sudoku: -format html: -rate and -explain write text\n" + usageHint; got.code != 2 || got.stderr != want {
			t.Errorf("%s -format html: status %d, stderr %q", mode, got.code, got.stderr)
		}
	}
}
