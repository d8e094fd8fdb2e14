package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"sudoku/internal/oracle"
)

// On a terminal the progress line shows, once the run has taken about a
// second, is redrawn in place and is erased at the end, and the output
// file holds only the solutions. The run reads a named pipe, which is held
// open until the line has shown.
func TestProgressOnTerminal(t *testing.T) {
	master, slave := oracle.OpenPTY(t)
	defer master.Close()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	cmd := command(dir, "-s", "fifo", "-o", "s.txt")
	cmd.Stderr = slave
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	screen := oracle.Record(master)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprint(w, strings.Repeat(wiki+"\n", 10))
	shown := screen.Shows(" puzzles")
	fmt.Fprint(w, strings.Repeat(wiki+"\n", 10))
	w.Close()
	err = cmd.Wait()
	slave.Close()
	text := screen.Text()
	if err != nil || stdout.Len() != 0 {
		t.Fatalf("%v, stdout %q, terminal %q", err, stdout.String(), text)
	}
	if !shown || !strings.HasPrefix(text, "\rsudoku: ") {
		t.Errorf("no progress line on the terminal: %q", text)
	}
	last := strings.LastIndex(text, "\r")
	if end := text[strings.LastIndex(text[:last], "\r"):]; strings.Trim(end, "\r ") != "" || len(end) < len("\rsudoku: 0 puzzles\r") {
		t.Errorf("the progress line is not erased at the end: %q", text)
	}
	if strings.Contains(text, "\n") {
		t.Errorf("the progress line takes more than one line: %q", text)
	}
	if n := len(oracle.ParseGrids(t, oracle.ReadFile(t, filepath.Join(dir, "s.txt")))); n != 20 {
		t.Errorf("%d solutions, want 20", n)
	}
}

// A search for hard puzzles says on its progress line how many puzzles
// it has rated and the hardest in range or below so far, and the message
// of one that fails past -limit goes below the line, erased.
func TestSearchProgress(t *testing.T) {
	t.Parallel()
	master, slave := oracle.OpenPTY(t)
	defer master.Close()
	cmd := command(t.TempDir(), "-n", "1", "-se", "10.0", "-limit", "2", "-seed", "42")
	cmd.Stderr = slave
	screen := oracle.Record(master)
	if err := cmd.Run(); err == nil {
		t.Fatal("a search for 10.0 within 2 s passed")
	}
	slave.Close()
	text := screen.Text()
	line := regexp.MustCompile(`\rsudoku: 0 of 1 puzzles, ([0-9]+) rated, best ([0-9])\.([0-9])`).FindAllStringSubmatch(text, -1)
	msg := regexp.MustCompile(`\r +\rsudoku: could not make a puzzle rated 10\.0~10\.0 within -limit 2: the hardest reached was rated ([0-9]\.[0-9])\r?\n$`).FindStringSubmatch(text)
	if len(line) == 0 || msg == nil {
		t.Fatalf("terminal %q", text)
	}
	last := line[len(line)-1]
	if n, _ := strconv.Atoi(last[1]); n < 8 || last[2]+"."+last[3] > msg[1] {
		t.Errorf("the line's last count %s and best %s.%s, the message's hardest %s", last[1], last[2], last[3], msg[1])
	}
}

// Puzzles typed in at a terminal are answered as they come, before the
// input ends, and a fault is said at once, the puzzles after it still
// answered.
func TestTypedPuzzles(t *testing.T) {
	master, slave := oracle.OpenPTY(t)
	defer master.Close()
	cmd := command(t.TempDir(), "-s", "-", "-o", "-", "-format", "line")
	cmd.Stdin = slave
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	slave.Close()
	outs, errs := lines(stdout), lines(stderr)
	next := func(c <-chan string, what string) string {
		select {
		case line := <-c:
			return line
		case <-time.After(10 * time.Second):
			t.Fatalf("no %s before the end of the input", what)
			return ""
		}
	}
	fmt.Fprintln(master, wiki)
	if got := next(outs, "solution"); got != wikiSolved {
		t.Errorf("solution %q, want %q", got, wikiSolved)
	}
	fmt.Fprintln(master, "123")
	if got, want := next(errs, "fault"), "sudoku: stdin:2: row has 3 cells, want 9"; got != want {
		t.Errorf("fault %q, want %q", got, want)
	}
	fmt.Fprintln(master, wiki)
	if got := next(outs, "second solution"); got != wikiSolved {
		t.Errorf("second solution %q, want %q", got, wikiSolved)
	}
	master.Write([]byte{4}) // the end of the input, typed
	if got, want := next(errs, "count"), "sudoku: stdin: 1 fault in all"; got != want {
		t.Errorf("at the end %q, want %q", got, want)
	}
	cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); code != 1 {
		t.Errorf("status %d, want 1", code)
	}
}

// lines sends the lines read from r, without their ends, until it ends.
func lines(r io.Reader) <-chan string {
	c := make(chan string, 16)
	go func() {
		s := bufio.NewScanner(r)
		for s.Scan() {
			c <- s.Text()
		}
		close(c)
	}()
	return c
}
