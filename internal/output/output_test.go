package output

// These tests replace how files are made and exchanged, and look at the
// output's buffer, which only the package sees.

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sudoku/internal/oracle"
)

// TestMain runs a child of the signal tests (see output_unix_test.go)
// when the tests start their own binary with SUDOKU_OUTPUT_CHILD set.
func TestMain(m *testing.M) {
	if name := os.Getenv("SUDOKU_OUTPUT_CHILD"); name != "" {
		os.Exit(signalChild(name, os.Getenv("SUDOKU_OUTPUT_NAMED") != ""))
	}
	os.Exit(m.Run())
}

const oldOutput = "the previous output\n"

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
		withoutUnnamed(t)
		f(t)
	})
}

// withoutUnnamed makes files without a name fail until the test ends, as
// they do where the system cannot make them.
func withoutUnnamed(t *testing.T) {
	u := unnamed
	unnamed = noUnnamed
	t.Cleanup(func() { unnamed = u })
}

// noUnnamed fails as createUnnamed does where the system cannot make a
// file without a name.
func noUnnamed(string, fs.FileMode) (*os.File, error) { return nil, errors.ErrUnsupported }

// canUnname reports whether files without a name can be made in a
// temporary directory here.
func canUnname(t *testing.T) bool {
	f, err := createUnnamed(t.TempDir(), 0o600)
	if err != nil {
		return false
	}
	f.Close()
	return true
}

// signalChild, a child of the signal tests, makes the output name and a
// spool, each without a name unless named is set or the system cannot,
// writes to both, says so on standard output and waits for a signal. If
// none comes before its standard input ends, it aborts the output and
// returns the status to exit with.
func signalChild(name string, named bool) int {
	if named {
		unnamed = noUnnamed
	}
	o, err := Create(name)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	defer o.Abort()
	spool, err := NewSpool("sudoku-*")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	defer RemoveSpool(spool)
	if _, err := o.Write([]byte(strings.Repeat("new ", 1e5))); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	if _, err := spool.WriteString(strings.Repeat("spooled ", 1e3)); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	fmt.Println("writing")
	io.Copy(io.Discard, os.Stdin)
	return 3
}

// WriteText writes text to the output name, then commits it, or aborts
// it and returns fail if that is not nil.
func writeText(name, text string, fail error) error {
	o, err := Create(name)
	if err != nil {
		return err
	}
	defer o.Abort()
	if _, err := o.Write([]byte(text)); err != nil {
		return err
	}
	if fail != nil {
		return fail
	}
	return o.Commit()
}

// checkUnchanged checks that dir holds only the files names and that
// sudoku.txt, one of them, still holds the previous output.
func checkUnchanged(t *testing.T, dir string, names ...string) {
	t.Helper()
	slices.Sort(names)
	if got, want := strings.Join(oracle.DirNames(t, dir), " "), strings.Join(names, " "); got != want {
		t.Errorf("directory holds %s, want %s", got, want)
	}
	if got := string(oracle.ReadFile(t, filepath.Join(dir, "sudoku.txt"))); got != oldOutput {
		t.Errorf("sudoku.txt holds %q, want the previous output", got)
	}
}

// A failed run leaves the old file as it was and nothing else.
func TestOutputFails(t *testing.T) {
	withExchange(t, func(t *testing.T) {
		dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
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
		dir := oracle.TestDir(t, map[string]string{"old.txt": oldOutput})
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
			if got := string(oracle.ReadFile(t, filepath.Join(dir, name))); got != text {
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
		if got, want := string(oracle.ReadFile(t, filepath.Join(dir, "made.txt"))), strings.Repeat("ahead.txt", 4); got != want {
			t.Errorf("made.txt, made through a link to it, holds %q, want %q", got, want)
		}
		if names := oracle.DirNames(t, dir); !slices.Equal(names, []string{"ahead.txt", "link.txt", "made.txt", "new.txt", "old.txt"}) {
			t.Errorf("directory holds %v", names)
		}
	})
}

// exchangeFiles swaps two files, and fails leaving them alone if one is
// missing.
func TestExchangeFiles(t *testing.T) {
	dir := oracle.TestDir(t, map[string]string{"a": "A", "b": "B"})
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	if err := exchangeFiles(a, b); errors.Is(err, errors.ErrUnsupported) {
		t.Skip(err)
	} else if err != nil {
		t.Fatal(err)
	}
	if got := string(oracle.ReadFile(t, a)) + string(oracle.ReadFile(t, b)); got != "BA" {
		t.Errorf("a and b hold %q after the exchange, want \"BA\"", got)
	}
	if err := exchangeFiles(a, filepath.Join(dir, "c")); err == nil {
		t.Error("exchanging with a missing file succeeded")
	}
	if names := oracle.DirNames(t, dir); !slices.Equal(names, []string{"a", "b"}) {
		t.Errorf("directory holds %v, want [a b]", names)
	}
}

// A spool reads back what was written to it, and RemoveSpool leaves
// nothing in the temporary folder, whether the spool had a name or not.
func TestSpool(t *testing.T) {
	for _, named := range []bool{false, true} {
		t.Run(fmt.Sprintf("named=%v", named), func(t *testing.T) {
			if named {
				withoutUnnamed(t)
			}
			tmp := t.TempDir()
			t.Setenv("TMPDIR", tmp)
			f, err := NewSpool("sudoku-*")
			if err != nil {
				t.Fatal(err)
			}
			text := strings.Repeat("spooled ", 1000)
			if _, err := f.WriteString(text); err != nil {
				t.Fatal(err)
			}
			if got, want := len(oracle.DirNames(t, tmp)) == 1, named || !canUnname(t); got != want {
				t.Errorf("the spool has a name: %v; want %v", got, want)
			}
			back := make([]byte, len(text)+1)
			if n, err := f.ReadAt(back, 0); n != len(text) || string(back[:n]) != text {
				t.Errorf("the spool reads back %d bytes (%v), want the %d written", n, err, len(text))
			}
			RemoveSpool(f)
			if names := oracle.DirNames(t, tmp); len(names) != 0 {
				t.Errorf("left %v in the temporary folder", names)
			}
		})
	}
}

// The File's buffer grows once growBuffer bytes have gone through it,
// and every byte written before and after reaches the file in order.
func TestOutputGrows(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "sudoku.txt")
	o, err := Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Abort()
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
	if err := o.Commit(); err != nil {
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
