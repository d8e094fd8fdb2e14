package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"unsafe"
)

// openPTY opens a pseudo-terminal, skipping the test where there is none.
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	var n uint32
	var unlock int32
	if err := ioctl(master, syscall.TIOCSPTLCK, unsafe.Pointer(&unlock)); err != nil {
		master.Close()
		t.Skipf("no pseudo-terminal: %v", err)
	}
	if err := ioctl(master, syscall.TIOCGPTN, unsafe.Pointer(&n)); err != nil {
		master.Close()
		t.Skipf("no pseudo-terminal: %v", err)
	}
	slave, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		master.Close()
		t.Skipf("no pseudo-terminal: %v", err)
	}
	return master, slave
}

func ioctl(f *os.File, req uintptr, arg unsafe.Pointer) error {
	_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, f.Fd(), req, uintptr(arg))
	if errno != 0 {
		return errno
	}
	return nil
}

func TestIsTerminalPTY(t *testing.T) {
	master, slave := openPTY(t)
	defer master.Close()
	defer slave.Close()
	if !isTerminal(slave) {
		t.Error("a pseudo-terminal is not taken for a terminal")
	}
}

// On a terminal the progress line shows, is redrawn in place and is
// erased at the end, and the output file holds only the grids.
func TestProgressOnTerminal(t *testing.T) {
	master, slave := openPTY(t)
	defer master.Close()
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-c", "100000", "-o", "g.txt")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "SUDOKU_TEST_MAIN=1", "SUDOKU_PROGRESS_DELAY=0s")
	cmd.Stderr = slave
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	read := make(chan []byte)
	go func() {
		b, _ := io.ReadAll(master) // ends with EIO once the terminal is closed
		read <- b
	}()
	err := cmd.Run()
	slave.Close()
	got := string(<-read)
	if err != nil || stdout.Len() != 0 {
		t.Fatalf("%v, stdout %q, terminal %q", err, stdout.String(), got)
	}
	if !strings.HasPrefix(got, "\rsudoku: ") || !strings.Contains(got, " of 100000 grids, ") {
		t.Errorf("no progress line on the terminal: %q", got)
	}
	last := strings.LastIndex(got, "\r")
	if end := got[strings.LastIndex(got[:last], "\r"):]; strings.Trim(end, "\r ") != "" || len(end) < len("\rsudoku: 0 of 100000 grids\r") {
		t.Errorf("the progress line is not erased at the end: %q", got)
	}
	if strings.Contains(got, "\n") {
		t.Errorf("the progress line takes more than one line: %q", got)
	}
	text := readFile(t, filepath.Join(dir, "g.txt"))
	checkGrids(t, parseGrids(t, text), 100000, 0)
}
