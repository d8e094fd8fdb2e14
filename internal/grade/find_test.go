package grade

// These tests look at how a submission's folder is read: its student
// number, top-left digit and program, which only the package sees.

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestStudentNumber(t *testing.T) {
	for _, tt := range []struct{ arg, program, want string }{
		{"submissions/15061104", "submissions/15061104/bin/sudoku.exe", "15061104"},
		{"submissions/15061104_zhang", "submissions/15061104_zhang/sudoku", "15061104"},
		{"submissions/15061104-zhang", "", "15061104"},
		{"submissions/15061104zhang", "", ""},
		{"submissions/zhang", "", ""},
		{"submissions/7", "", ""},
		{"submissions/15061104/bin/sudoku", "submissions/15061104/bin/sudoku", "15061104"},
		{"submissions/15061104/sudoku", "submissions/15061104/sudoku", "15061104"},
		{"submissions/15061104/x64/sudoku.exe", "submissions/15061104/x64/sudoku.exe", ""},
	} {
		if got := studentNumber(tt.arg, tt.program); got != tt.want {
			t.Errorf("studentNumber(%q, %q) = %q, want %q", tt.arg, tt.program, got, tt.want)
		}
	}
}

func TestNewSubmissionDigit(t *testing.T) {
	dir := t.TempDir()
	folder := filepath.Join(dir, "15061199")
	if err := os.MkdirAll(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(folder, "sudoku"), []byte("#!/bin/sh\n"), 0o755)
	for _, tt := range []struct {
		opt   Options
		id    string
		first int
	}{
		{Options{First: -1}, "15061199", 1}, // (9 + 9) % 9 + 1
		{Options{First: 0}, "", 0},
		{Options{First: 7}, "", 7},
		{Options{First: -1, ID: "123"}, "123", 6},
	} {
		s := newSubmission(folder, tt.opt)
		if s.err != nil || s.id != tt.id || s.first != tt.first {
			t.Errorf("%+v: id %q, first %d, err %v; want %q, %d", tt.opt, s.id, s.first, s.err, tt.id, tt.first)
		}
	}
}

// TestFindProgram finds the program in folders laid out as submissions
// are, the files named relative to the folder, those that are programs
// with a * after their name.
func TestFindProgram(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the files that are programs here are told by their mode")
	}
	for _, tt := range []struct {
		files []string
		want  string // or the error, after the folder's name
	}{
		{[]string{"bin/sudoku.exe", "sudoku.exe", "x64/Release/sudoku.exe"}, "bin/sudoku.exe"},
		{[]string{"Bin/sudoku.exe", "src/main.c"}, "Bin/sudoku.exe"},
		{[]string{"bin/sudoku*", "bin/sudoku.exe"}, "bin/sudoku"},
		{[]string{"x64/Release/Sudoku.EXE", "x64/Debug/x/sudoku.exe"}, "x64/Release/Sudoku.EXE"},
		{[]string{"build/solver*", "README.md"}, "build/solver"},
		{[]string{".git/hooks/sudoku*", "out/a.out*"}, "out/a.out"},
		{[]string{"README.md"}, ": no program found"},
		{[]string{"a*", "b/c*"}, ": no sudoku program, and 2 others: DIR/a, DIR/b/c; name one"},
	} {
		dir := t.TempDir()
		for _, f := range tt.files {
			name, exe := strings.CutSuffix(f, "*")
			p := filepath.Join(dir, name)
			os.MkdirAll(filepath.Dir(p), 0o755)
			perm := os.FileMode(0o644)
			if exe {
				perm = 0o755
			}
			if err := os.WriteFile(p, []byte("x"), perm); err != nil {
				t.Fatal(err)
			}
		}
		got, err := findProgram(dir)
		if err != nil {
			got = strings.ReplaceAll(strings.TrimPrefix(err.Error(), dir), dir, "DIR")
		} else {
			got, _ = filepath.Rel(dir, got)
		}
		if got != tt.want {
			t.Errorf("%q: found %q, want %q", tt.files, got, tt.want)
		}
	}
}
