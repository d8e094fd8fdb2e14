package output

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"sudoku/internal/fault"
)

// A File is where a run writes its grids. A regular file is written
// to a new file beside it and put in place by commit, so a failed or
// interrupted run, which calls abort instead, never leaves a half-written
// file and never destroys the previous one. The new file has no name
// until commit where the system can make one so (see createUnnamed): a run
// killed outright then leaves nothing behind either. Elsewhere it has a
// temporary name, which a signal removes (see handleSignals). Standard
// output and other files that are not regular, such as /dev/null, are
// written directly, and so is a file a shell opened for the program and
// named by its descriptor (see inherited).
type File struct {
	bw      *bufio.Writer
	written int64 // through bw, which grows after growBuffer bytes
	f       *os.File
	own     bool   // f was opened here, to be closed
	name    string // as the user gave it, for messages
	final   string // the file f becomes, or "" when writing directly
	tmp     string // f's temporary name, or "" if it has none

	making sync.WaitGroup // room being made on disk for f, see expect
}

// Create opens the output named name, "-" being standard output.
func Create(name string) (*File, error) {
	o := &File{name: name}
	switch fi, err := os.Stat(name); {
	case name == "-":
		o.f = os.Stdout
	case err == nil && descriptor(name) >= 0:
		o.f = inherited(descriptor(name), name)
	case err == nil && fi.IsDir():
		return nil, fmt.Errorf("%s: is a directory", name)
	case err == nil && !fi.Mode().IsRegular():
		if o.f, err = os.OpenFile(name, os.O_WRONLY, 0); err != nil {
			return nil, fault.Path(err)
		}
		o.own = true
	case err == nil || errors.Is(err, fs.ErrNotExist):
		perm := fs.FileMode(0o666) // less the umask
		if err == nil {
			perm = fi.Mode().Perm()
		}
		o.final = linkTarget(name)
		if o.f, o.tmp, err = createBeside(o.final, perm); err != nil {
			o.Abort()
			var pe *fs.PathError
			if errors.As(err, &pe) {
				err = pe.Err
			}
			// The file itself may be writable: say where the new one
			// could not be made.
			return nil, fmt.Errorf("%s: cannot create a file in %s: %v", name, filepath.Dir(o.final), err)
		}
		o.own = true
	default:
		return nil, fault.Path(err)
	}
	o.bw = bufio.NewWriterSize(o.f, firstBuffer)
	return o, nil
}

// descriptor returns the descriptor that name stands for, as /dev/stdout,
// /dev/stderr, /dev/fd/N and /proc/self/fd/N do, or -1. Such a name leads
// to a file a shell opened for the program: written in place of that file,
// the output would lose what the shell and the commands before wrote
// there, and what they write after would go to a file no longer there.
// Through the descriptor itself, it goes on from where they were.
func descriptor(name string) int {
	if runtime.GOOS == "windows" {
		return -1
	}
	n := -1
	switch clean := filepath.Clean(name); clean {
	case "/dev/stdout":
		n = 1
	case "/dev/stderr":
		n = 2
	default:
		for _, dir := range [...]string{"/dev/fd/", "/proc/self/fd/"} {
			if s, ok := strings.CutPrefix(clean, dir); ok {
				if v, err := strconv.Atoi(s); err == nil && v >= 0 {
					n = v
				}
			}
		}
	}
	return n
}

// inherited returns the open file of descriptor n, named name.
func inherited(n int, name string) *os.File {
	switch n {
	case 1:
		return os.Stdout
	case 2:
		return os.Stderr
	}
	return os.NewFile(uintptr(n), name)
}

// The File's buffer is small at first and larger once much has been
// written. Each page of a buffer costs a page fault the first time it is
// filled, and those of a large one weigh on a small output: with 256 KB
// from the start, the 120 KB of top1465's solutions took 4–5% longer on
// one core than with 64 KB. A large output goes better in larger writes:
// with 64 KB all along, the 4 MB of the 17-clue and 11+ collections took
// 1–2% longer on two cores.
const (
	firstBuffer = 64 << 10
	laterBuffer = 256 << 10
	growBuffer  = 256 << 10 // bytes written before the buffer grows
)

// Write writes p through the output's buffer. A batch's text goes through
// it too: written straight to the file, each would be a system call of its
// own, and the hardest 11+ collection took 5% longer on one core, its
// thread switched out at many of them.
func (o *File) Write(p []byte) (int, error) {
	if o.written >= growBuffer && o.bw.Size() < laterBuffer {
		if err := o.bw.Flush(); err != nil {
			return 0, o.wrap(err)
		}
		o.bw = bufio.NewWriterSize(o.f, laterBuffer)
	}
	n, err := o.bw.Write(p)
	o.written += int64(n)
	return n, o.wrap(err)
}

// Flush writes out what the output's buffer holds.
func (o *File) Flush() error { return o.wrap(o.bw.Flush()) }

// Expect says the output will be size bytes, so that room can be made
// for them on disk ahead, where that makes writing them faster. That is
// done meanwhile, while the caller prepares what to write; the file is
// closed after it.
func (o *File) expect(size int64) {
	if o.final != "" {
		o.making.Go(func() {
			preallocate(o.f, size) // an optimization: without it, writing just takes longer
		})
	}
}

// linkTarget returns the file that name leads to through any symbolic
// links, which may not exist yet: written as a shell's > writes, a link
// to a file not yet made makes that file, and the link stays.
func linkTarget(name string) string {
	if final, err := filepath.EvalSymlinks(name); err == nil {
		return final
	}
	for range 40 { // as many links as Linux follows
		target, err := os.Readlink(name)
		if err != nil {
			break // not a link: a new file
		}
		if !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(name), target)
		}
		name = target
	}
	return name
}

// createBeside creates a new file in final's directory, without a name
// where the system can, and otherwise under a temporary name, which it
// returns.
func createBeside(final string, perm fs.FileMode) (f *os.File, tmp string, err error) {
	if f, err = unnamed(filepath.Dir(final), perm); err != nil {
		f, tmp, err = createTemp(final, perm)
	}
	if err == nil && perm != 0o666 {
		err = f.Chmod(perm) // the old file's mode, whatever the umask
	}
	return f, tmp, err
}

// unnamed creates a file without a name (see output_linux.go). Tests
// replace it to try the other way.
var unnamed = createUnnamed

// createTemp creates a new file beside final, named after it, which a
// signal removes.
func createTemp(final string, perm fs.FileMode) (f *os.File, tmp string, err error) {
	handleSignals()
	tmp, err = tempBeside(final, func(name string) (err error) {
		f, err = os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
		return err
	})
	return f, tmp, err
}

// nameBeside gives the file f, which has no name, a temporary name beside
// final and returns it.
func nameBeside(f *os.File, final string) (string, error) {
	return tempBeside(final, func(name string) error { return linkUnnamed(f, name) })
}

// tempBeside makes a file under a temporary name beside final, named
// after it, with create, which fails with fs.ErrExist if the name is
// taken, and returns the name, noted for a signal to remove.
func tempBeside(final string, create func(name string) error) (string, error) {
	dir, base := filepath.Split(final)
	for {
		tmp := filepath.Join(dir, fmt.Sprintf(".%s.%06d.tmp", base, rand.IntN(1e6)))
		err := create(tmp)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		temps.keep(tmp)
		return tmp, nil
	}
}

// Commit flushes the output and puts it in place.
func (o *File) Commit() error {
	err := o.bw.Flush()
	if !o.own {
		return o.wrap(err)
	}
	o.making.Wait()
	if err == nil && o.final != "" && o.tmp == "" {
		// The new file gets a name only now, complete, and is put in
		// place as a named one is; a signal in the few system calls
		// between leaves it whole under its temporary name.
		o.tmp, err = nameBeside(o.f, o.final)
	}
	if cerr := o.f.Close(); err == nil {
		err = cerr
	}
	o.f = nil
	if err != nil {
		o.Abort()
		return o.wrap(err)
	}
	if o.tmp == "" {
		return nil
	}
	// Under the lock, a signal cannot remove tmp halfway: once exchanged,
	// tmp is the old file, and it is removed before the lock is released.
	temps.Lock()
	err = replace(o.tmp, o.final)
	delete(temps.names, o.tmp)
	temps.Unlock()
	o.tmp = ""
	return o.wrap(err)
}

// replace puts the file tmp in place of final. Where the system can, the
// two are exchanged and the old file, now named tmp, is removed: renaming
// over an existing file would make ext4 (with its default auto_da_alloc)
// start writing the new one out to disk and wait for that, a tenth of a
// second for a 163 MB file. Either way the old file stays whole until the
// new one is in place, and whenever tmp exists it may be removed.
func replace(tmp, final string) error {
	if err := exchange(tmp, final); err != nil {
		// final is missing, or exchanges are not supported here.
		if err := os.Rename(tmp, final); err != nil {
			os.Remove(tmp)
			return err
		}
		return nil
	}
	os.Remove(tmp) // the new output is in place: a stray old file fails no run
	return nil
}

// exchange swaps two files atomically, or fails leaving both as they were
// (see output_linux.go). Tests replace it to try the other way.
var exchange = exchangeFiles

// Abort discards the output unless it was committed; it is safe to call
// more than once.
func (o *File) Abort() {
	if o.f != nil && o.own {
		o.making.Wait()
		o.f.Close()
		o.f = nil
	}
	if o.tmp != "" {
		temps.Lock()
		os.Remove(o.tmp)
		delete(temps.names, o.tmp)
		temps.Unlock()
		o.tmp = ""
	}
}

// NewSpool creates a temporary file to read and write, without a name
// where the system can, and otherwise named after pattern as by
// os.CreateTemp, which a signal removes too; RemoveSpool removes it.
func NewSpool(pattern string) (*os.File, error) {
	if f, err := unnamed(os.TempDir(), 0o600); err == nil {
		return f, nil
	}
	handleSignals()
	f, err := os.CreateTemp("", pattern)
	if err != nil {
		return nil, err
	}
	temps.keep(f.Name())
	return f, nil
}

// RemoveSpool closes and removes a file NewSpool made.
func RemoveSpool(f *os.File) {
	f.Close()
	temps.Lock()
	if temps.names[f.Name()] {
		os.Remove(f.Name())
		delete(temps.names, f.Name())
	}
	temps.Unlock()
}

// temps holds the temporary files being written, for removeTemps.
var temps = tempFiles{names: make(map[string]bool)}

type tempFiles struct {
	sync.Mutex
	names map[string]bool
}

// keep notes the temporary file name, for a signal to remove.
func (t *tempFiles) keep(name string) {
	t.Lock()
	t.names[name] = true
	t.Unlock()
}

// removeTemps removes the temporary files being written, when the program
// is stopped by a signal, and keeps any from being renamed into place
// after it.
func removeTemps() {
	temps.Lock() // not unlocked: the program is about to end
	for name := range temps.names {
		os.Remove(name)
	}
}

// wrap turns a write error into a message naming the output.
func (o *File) wrap(err error) error {
	if err == nil {
		return nil
	}
	var pe *fs.PathError
	var le *os.LinkError
	if errors.As(err, &pe) {
		err = pe.Err
	} else if errors.As(err, &le) {
		err = le.Err // of naming the new file, or putting it in place
	}
	name := o.name
	if name == "-" {
		name = "standard output"
	}
	return fmt.Errorf("%s: %v", name, err)
}

// handleSignals makes an interrupt, termination or hang-up signal remove
// the files being written under a temporary name, so that the previous
// output stays as it was, and then end the program as the signal would
// have: a closed terminal or session hangs up the programs it ran. It is
// called before the first such file is made: setting it up waits for a
// thread of its own to start, which took a millisecond here, and most runs
// make none (see output).
var handleSignals = sync.OnceFunc(func() {
	c := make(chan os.Signal, 1)
	signal.Notify(c, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		sig := <-c
		removeTemps()
		signal.Reset(sig)
		if p, err := os.FindProcess(os.Getpid()); err == nil {
			p.Signal(sig)
			time.Sleep(time.Second) // the signal ends the program meanwhile
		}
		os.Exit(1)
	}()
})
