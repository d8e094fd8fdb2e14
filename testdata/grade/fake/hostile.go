package fake

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strings"
	"time"
)

// hostile does the hostile act that fault names, if it names one, against
// the targets the file "target" in the program's folder lists, a line
// each; the tests of -grade put it there. An act that succeeds is said on
// standard error, and the program then ends without writing sudoku.txt,
// so that the point fails: a confined run passes.
func hostile(fault string) {
	text, _ := os.ReadFile("target")
	targets := strings.Fields(string(text))
	target := func(i int) string {
		if i < len(targets) {
			return targets[i]
		}
		return ""
	}
	switch fault {
	case "hog":
		hog()
	case "forkbomb":
		forkbomb()
	case "snoop": // the files of the assistant and of another submission
		for _, name := range targets {
			if b, err := os.ReadFile(name); err == nil {
				escaped("read %s: %q", name, b)
			}
		}
	case "linkout": // a link in its folder to a file outside it
		if b, err := os.ReadFile("data.txt"); err == nil {
			escaped("read data.txt: %q", b)
		}
	case "writer":
		if err := os.WriteFile(target(0), []byte("written by a graded program\n"), 0o644); err == nil {
			escaped("wrote %s", target(0))
		}
	case "network":
		if c, err := net.DialTimeout("tcp", target(0), time.Second); err == nil {
			c.Close()
			escaped("connected to %s", target(0))
		}
	}
}

// escaped says what a hostile act did, and ends the program.
func escaped(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "escaped: "+format+"\n", args...)
	os.Exit(1)
}

// hog takes memory, touching every page, up to 12 GiB.
func hog() {
	var held [][]byte
	for range 12 << 4 {
		b := bytes.Repeat([]byte{1}, 64<<20)
		held = append(held, b)
	}
	escaped("took %d MiB", len(held)*64)
}

// forkbomb starts 2000 processes that sleep, and says how many it could
// start; it writes no sudoku.txt, so that the point fails and shows it.
func forkbomb() {
	started := 0
	for range 2000 {
		child := exec.Command(os.Args[0], "outlive")
		if child.Start() != nil {
			break
		}
		started++
	}
	fmt.Fprintf(os.Stderr, "started %d of 2000 processes\n", started)
	os.Exit(1)
}
