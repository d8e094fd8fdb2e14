package grade

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"sudoku/internal/fault"
)

// A submission is one program to grade and what its grading found.
type submission struct {
	arg     string   // the program or folder as given
	program string   // the program found, or "" if none
	wine    string   // the wine that runs it, or "" to run it directly
	id      string   // the student number, or ""
	first   int      // the top-left digit its grids must have, or 0 for none
	noDigit string   // with first 0, why none is checked
	leftOut []string // the links in its folder left out of its copy
	results []result // for each point of the grader, in order
	scores  []float64
	err     error // why it could not be graded
}

// newSubmission finds the program that arg names and the digit it must
// write: the one -first gives, or else the one of the student number,
// -id's or else the name of its folder.
func newSubmission(arg string, opt Options) *submission {
	s := &submission{arg: arg, id: opt.ID, first: opt.First}
	s.program, s.err = findProgram(arg)
	if s.first < 0 {
		if s.id == "" {
			s.id = studentNumber(arg, s.program)
		}
		s.first, s.noDigit = 0, "its folder is not named by a student number; -id or -first gives one"
		if s.id != "" {
			s.first, s.noDigit = digitOf(s.id), ""
		}
	}
	if s.first == 0 && s.noDigit == "" {
		s.noDigit = "-first 0"
	}
	if s.err == nil && isWindowsProgram(s.program) && runtime.GOOS != "windows" {
		s.wine, s.err = findWine(s.program)
	}
	return s
}

// studentNumber returns the student number that names the folder of a
// submission: arg itself if it is a folder, or the folder holding the
// program, or the one above that if it is bin. A name is a number if it is
// digits, two or more, alone or before a character other than a letter or
// a digit, as in 15061104_name.
func studentNumber(arg, program string) string {
	dir := arg
	if program == arg {
		dir = filepath.Dir(program)
		if strings.EqualFold(filepath.Base(dir), "bin") {
			dir = filepath.Dir(dir)
		}
	}
	name := filepath.Base(dir)
	if abs, err := filepath.Abs(dir); err == nil {
		name = filepath.Base(abs)
	}
	n := len(name) - len(strings.TrimLeft(name, "0123456789"))
	if n < 2 || n < len(name) && isAlnum(name[n]) {
		return ""
	}
	return name[:n]
}

// digitOf returns the top-left digit the coursework gives the student
// number id: the sum of its last two digits, % 9, + 1.
func digitOf(id string) int {
	return int(id[len(id)-2]-'0'+id[len(id)-1]-'0')%9 + 1
}

func isAlnum(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// findProgram returns the program arg names: arg itself if it is a file,
// or the one found in the folder arg as the course's grader finds it:
// bin/sudoku.exe (BIN or Bin), then sudoku.exe in any case anywhere below
// it, the nearest first, then the one program below it. Off Windows, the
// same names without .exe come before those with it.
func findProgram(arg string) (string, error) {
	fi, err := os.Stat(arg)
	switch {
	case err != nil:
		return "", fault.Path(err)
	case !fi.IsDir():
		return arg, nil
	}
	names := []string{"sudoku.exe"}
	if runtime.GOOS != "windows" {
		names = []string{"sudoku", "sudoku.exe"}
	}
	for _, name := range names {
		for _, bin := range []string{"bin", "BIN", "Bin"} {
			p := filepath.Join(arg, bin, name)
			if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() {
				return p, nil
			}
		}
	}
	named, programs, err := programsBelow(arg, names)
	if err != nil {
		return "", err
	}
	switch {
	case len(named) > 0:
		return named[0], nil
	case len(programs) == 1:
		return programs[0], nil
	case len(programs) == 0:
		return "", fmt.Errorf("%s: no program found", arg)
	}
	return "", fmt.Errorf("%s: no sudoku program, and %d others: %s; name one", arg, len(programs), strings.Join(programs, ", "))
}

// programsBelow returns the files below dir named as one of names, in any
// case, the nearest first and in the order of names, and the programs
// below it. Folders whose name begins with a dot are not looked in.
func programsBelow(dir string, names []string) (named, programs []string, err error) {
	rank := map[string]int{}
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && p != dir && strings.HasPrefix(d.Name(), "."):
			return filepath.SkipDir
		case !d.Type().IsRegular():
			return nil
		}
		if i := slices.IndexFunc(names, func(n string) bool { return strings.EqualFold(n, d.Name()) }); i >= 0 {
			named = append(named, p)
			rank[p] = strings.Count(p, string(filepath.Separator))*len(names) + i
		}
		if isProgram(p, d) {
			programs = append(programs, p)
		}
		return nil
	})
	slices.SortStableFunc(named, func(a, b string) int { return rank[a] - rank[b] })
	return named, programs, fault.Path(err)
}

// isProgram reports whether the file p is a program: on Windows, a .exe;
// elsewhere, also a file that may be executed.
func isProgram(p string, d fs.DirEntry) bool {
	if strings.EqualFold(filepath.Ext(p), ".exe") {
		return true
	}
	fi, err := d.Info()
	return runtime.GOOS != "windows" && err == nil && fi.Mode().Perm()&0o111 != 0
}

// isWindowsProgram reports whether the file p is a Windows program, which
// begins with MZ.
func isWindowsProgram(p string) bool {
	f, err := os.Open(p)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 2)
	_, err = f.Read(head)
	return err == nil && bytes.Equal(head, []byte("MZ"))
}

// findWine returns the wine that runs the Windows program p, or an error
// that says there is none.
func findWine(p string) (string, error) {
	for _, name := range []string{"wine", "wine64"} {
		if w, err := exec.LookPath(name); err == nil {
			return w, nil
		}
	}
	return "", errors.New(p + " is a Windows program, and wine, which would run it here, is not installed")
}
