package grade

import (
	"fmt"
	"strconv"
	"strings"
)

// The limits of each point's run besides its time, which -memory and
// -procs change.
const (
	DefaultMemory = 2 << 30
	DefaultProcs  = 64
)

// ParseSize reads a size as -memory takes it: a whole number of bytes, or
// of kibibytes, mebibytes or gibibytes with K, M or G after it (512M,
// 2G), B or iB after that allowed (512MB, 2GiB).
func ParseSize(s string) (int64, error) {
	t := strings.TrimSuffix(strings.TrimSuffix(strings.ToUpper(s), "B"), "I")
	shift := 0
	if t != "" {
		if i := strings.IndexByte("KMG", t[len(t)-1]); i >= 0 {
			shift, t = 10*(i+1), t[:len(t)-1]
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n < 1 || t[0] == '+' || n > 1<<40>>shift {
		return 0, fmt.Errorf("want a size such as 512M or 2G")
	}
	return n << shift, nil
}

// sizeText writes a size in the largest binary unit it has a whole number
// of, or in mebibytes with one decimal: "2 GiB", "512 MiB", "1.5 MiB".
func sizeText(n int64) string {
	for _, u := range []struct {
		shift int
		name  string
	}{{30, "GiB"}, {20, "MiB"}, {10, "KiB"}} {
		if n >= 1<<u.shift && n%(1<<u.shift) == 0 {
			return fmt.Sprintf("%d %s", n>>u.shift, u.name)
		}
	}
	if n >= 1<<20 {
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d bytes", n)
}

// mebibytes writes a peak of memory for the report, in mebibytes: "12 MiB".
func mebibytes(n int64) string {
	if n <= 0 {
		return ""
	}
	return strconv.FormatInt((n+1<<19)>>20, 10) + " MiB"
}
