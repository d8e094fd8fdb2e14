package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// withExchange runs f three times: with exchange and unnamed as they are
// on this system, with exchange failing as where files cannot be
// exchanged, and with unnamed failing as where files without a name cannot
// be made, so that every way of making and replacing a file is tried.
func withExchange(t *testing.T, f func(t *testing.T)) {
	t.Run("exchange", f)
	t.Run("rename", func(t *testing.T) {
		defer func(e func(a, b string) error) { exchange = e }(exchange)
		exchange = func(a, b string) error { return errors.ErrUnsupported }
		f(t)
	})
	t.Run("named", func(t *testing.T) {
		defer func(u func(string, fs.FileMode) (*os.File, error)) { unnamed = u }(unnamed)
		unnamed = noUnnamed
		f(t)
	})
}

// noUnnamed fails as createUnnamed does where the system cannot make a
// file without a name.
func noUnnamed(string, fs.FileMode) (*os.File, error) { return nil, errors.ErrUnsupported }

// writeText writes text to the output name, then commits it, or aborts
// it and returns fail if that is not nil.
func writeText(name, text string, fail error) error {
	o, err := createOutput(name)
	if err != nil {
		return err
	}
	defer o.abort()
	if _, err := o.Write([]byte(text)); err != nil {
		return err
	}
	if fail != nil {
		return fail
	}
	return o.commit()
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

// A run replaces the old file, keeping its mode, follows a link to it or
// to a file not yet made, and leaves no temporary file behind.
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
		if err := os.Symlink("made.txt", filepath.Join(dir, "ahead.txt")); err != nil {
			t.Fatal(err)
		}
		for i, name := range []string{"old.txt", "link.txt", "new.txt", "ahead.txt"} {
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
		for _, link := range []string{"link.txt", "ahead.txt"} {
			if li, err := os.Lstat(filepath.Join(dir, link)); err != nil || li.Mode()&os.ModeSymlink == 0 {
				t.Errorf("%s is no longer a link: %v", link, err)
			}
		}
		if got, want := string(readFile(t, filepath.Join(dir, "made.txt"))), strings.Repeat("ahead.txt", 4); got != want {
			t.Errorf("made.txt, made through a link to it, holds %q, want %q", got, want)
		}
		if names := dirNames(t, dir); !slices.Equal(names, []string{"ahead.txt", "link.txt", "made.txt", "new.txt", "old.txt"}) {
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

// A write that fails part way, here past a file size limit, leaves the old
// output and no temporary file.
func TestWriteFailure(t *testing.T) {
	dir := testDir(t, map[string]string{"sudoku.txt": oldOutput})
	cmd := command(dir, "-c", "100000")
	cmd.Env = append(cmd.Env, "SUDOKU_TEST_FSIZE=100000")
	got := runCommand(t, cmd, "")
	if want := "sudoku: sudoku.txt: file too large\n"; got.code != 1 || got.stderr != want {
		t.Errorf("got status %d, stderr %q; want 1, %q", got.code, got.stderr, want)
	}
	checkUnchanged(t, dir, "sudoku.txt")
}

// The output's buffer grows once growBuffer bytes have gone through it,
// and every byte written before and after reaches the file in order.
func TestOutputGrows(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "sudoku.txt")
	o, err := createOutput(name)
	if err != nil {
		t.Fatal(err)
	}
	defer o.abort()
	var want []byte
	for i := 0; len(want) < 3*growBuffer; i++ {
		p := []byte(strings.Repeat(string(rune('a'+i%26)), 1+i*7919%(firstBuffer+1000)))
		if _, err := o.Write(p); err != nil {
			t.Fatal(err)
		}
		grown := len(want) >= growBuffer // before this write
		want = append(want, p...)
		if size := o.bw.Size(); !grown && size != firstBuffer || grown && size != laterBuffer {
			t.Fatalf("writing after %d bytes, the buffer holds %d, want %d until %d bytes and %d after", len(want)-len(p), size, firstBuffer, growBuffer, laterBuffer)
		}
	}
	if err := o.commit(); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, want) {
		t.Fatalf("the file has %d bytes, not the %d written, or not in order", len(got), len(want))
	}
}
