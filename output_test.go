package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// withExchange runs f twice: with exchange as it is on this system, and
// with it failing as where files cannot be exchanged, so that both ways of
// replacing a file are tried.
func withExchange(t *testing.T, f func(t *testing.T)) {
	t.Run("exchange", f)
	t.Run("rename", func(t *testing.T) {
		defer func(e func(a, b string) error) { exchange = e }(exchange)
		exchange = func(a, b string) error { return errors.ErrUnsupported }
		f(t)
	})
}

// writeText writes text to name through writeOutput, then fails with fail
// if it is not nil.
func writeText(name, text string, fail error) error {
	return writeOutput(name, false, func(gw *gridWriter) (error, error) {
		if _, err := gw.w.Write([]byte(text)); err != nil {
			return nil, err
		}
		return nil, fail
	})
}

// A failed run leaves the old file as it was and nothing else.
func TestOutputFails(t *testing.T) {
	withExchange(t, func(t *testing.T) {
		dir := testDir(t, map[string]string{"sudoku.txt": oldOutput})
		name := filepath.Join(dir, "sudoku.txt")
		boom := errors.New("boom")
		if err := writeText(name, strings.Repeat("new ", 1e5), boom); err != boom {
			t.Errorf("got %v, want %v", err, boom)
		}
		checkUnchanged(t, dir, "sudoku.txt")
	})
}

// A run replaces the old file, keeping its mode, follows a link to it, and
// leaves no temporary file behind.
func TestOutputCommits(t *testing.T) {
	withExchange(t, func(t *testing.T) {
		dir := testDir(t, map[string]string{"old.txt": oldOutput})
		old := filepath.Join(dir, "old.txt")
		if err := os.Chmod(old, 0o604); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink("old.txt", filepath.Join(dir, "link.txt")); err != nil {
			t.Fatal(err)
		}
		for i, name := range []string{"old.txt", "link.txt", "new.txt"} {
			text := strings.Repeat(name, i+1)
			if err := writeText(filepath.Join(dir, name), text, nil); err != nil {
				t.Fatal(err)
			}
			if got := string(readFile(t, filepath.Join(dir, name))); got != text {
				t.Errorf("%s holds %q, want %q", name, got, text)
			}
		}
		if fi, err := os.Lstat(old); err != nil || fi.Mode() != 0o604 {
			t.Errorf("old.txt: %v, mode %v; want -rw----r--", err, fi.Mode())
		}
		if li, err := os.Lstat(filepath.Join(dir, "link.txt")); err != nil || li.Mode()&os.ModeSymlink == 0 {
			t.Errorf("link.txt is no longer a link: %v", err)
		}
		if names := dirNames(t, dir); !slices.Equal(names, []string{"link.txt", "new.txt", "old.txt"}) {
			t.Errorf("directory holds %v", names)
		}
	})
}

// exchangeFiles swaps two files, and fails leaving them alone if one is
// missing.
func TestExchangeFiles(t *testing.T) {
	dir := testDir(t, map[string]string{"a": "A", "b": "B"})
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	if err := exchangeFiles(a, b); errors.Is(err, errors.ErrUnsupported) {
		t.Skip(err)
	} else if err != nil {
		t.Fatal(err)
	}
	if got := string(readFile(t, a)) + string(readFile(t, b)); got != "BA" {
		t.Errorf("a and b hold %q after the exchange, want \"BA\"", got)
	}
	if err := exchangeFiles(a, filepath.Join(dir, "c")); err == nil {
		t.Error("exchanging with a missing file succeeded")
	}
	if names := dirNames(t, dir); !slices.Equal(names, []string{"a", "b"}) {
		t.Errorf("directory holds %v, want [a b]", names)
	}
}

// A real write error, a file too large for the limit the shell sets, leaves
// the old file and no temporary one.
func TestOutputTooLarge(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip(err)
	}
	dir := testDir(t, map[string]string{"sudoku.txt": oldOutput})
	cmd := exec.Command("sh", "-c", `ulimit -f 64 && exec "$@"`, "sh", os.Args[0], "-c", "10000")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "SUDOKU_TEST_MAIN=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	if want := "sudoku: sudoku.txt: file too large\n"; err == nil || stderr.String() != want {
		t.Errorf("got %v, stderr %q; want exit status 1, %q", err, stderr.String(), want)
	}
	checkUnchanged(t, dir, "sudoku.txt")
}
