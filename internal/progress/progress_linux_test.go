package progress

// These tests shorten the delay before the progress line shows, which
// only the package sees.

import (
	"strings"
	"sudoku/internal/oracle"
	"sync/atomic"
	"testing"
)

func TestIsTerminalPTY(t *testing.T) {
	master, slave := oracle.OpenPTY(t)
	defer master.Close()
	defer slave.Close()
	if !IsTerminal(slave) {
		t.Error("a pseudo-terminal is not taken for a terminal")
	}
}

// On a terminal the progress line shows once due, is redrawn in place as
// the count goes up, on one line, and is erased when stopped.
func TestStartOnTerminal(t *testing.T) {
	soon(t)
	master, slave := oracle.OpenPTY(t)
	defer master.Close()
	screen := oracle.Record(master)
	var count atomic.Int64
	count.Store(5)
	stop := Start(slave, &Meter{Noun: "puzzles", Count: count.Load})
	first := screen.Shows("sudoku: 5 puzzles")
	count.Store(12345)
	redrawn := screen.Shows("sudoku: 12345 puzzles")
	stop()
	slave.Close()
	text := screen.Text()
	if !first || !redrawn || !strings.HasPrefix(text, "\rsudoku: 5 puzzles") {
		t.Fatalf("the progress line is not shown and redrawn: %q", text)
	}
	last := strings.LastIndex(text, "\r")
	if end := text[strings.LastIndex(text[:last], "\r"):]; strings.Trim(end, "\r ") != "" || len(end) < len("\rsudoku: 12345 puzzles\r") {
		t.Errorf("the progress line is not erased at the end: %q", text)
	}
	if strings.Contains(text, "\n") {
		t.Errorf("the progress line takes more than one line: %q", text)
	}
}
