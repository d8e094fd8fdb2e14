package progress

// These tests shorten the delay before the progress line shows, which
// only the package sees.

import (
	"bytes"
	"strings"
	"sudoku/internal/oracle"
	"sync"
	"sync/atomic"
	"testing"
	"time"
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
	var mu sync.Mutex
	var got []byte
	read := make(chan struct{})
	go func() {
		defer close(read)
		buf := make([]byte, 4096)
		for {
			n, err := master.Read(buf) // ends with EIO once the terminal is closed
			mu.Lock()
			got = append(got, buf[:n]...)
			mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	shows := func(s string) bool {
		for range 1000 {
			mu.Lock()
			ok := bytes.Contains(got, []byte(s))
			mu.Unlock()
			if ok {
				return true
			}
			time.Sleep(10 * time.Millisecond)
		}
		return false
	}
	var count atomic.Int64
	count.Store(5)
	stop := Start(slave, &Meter{Noun: "puzzles", Count: count.Load})
	first := shows("sudoku: 5 puzzles")
	count.Store(12345)
	redrawn := shows("sudoku: 12345 puzzles")
	stop()
	slave.Close()
	<-read
	text := string(got)
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
