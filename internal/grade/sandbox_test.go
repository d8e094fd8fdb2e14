package grade

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// These tests look at how a run's limits are read and written and how
// its folder is copied, which only the package sees.

func TestParseSize(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want int64
		text string
	}{
		{"2G", 2 << 30, "2 GiB"},
		{"512M", 512 << 20, "512 MiB"},
		{"512mb", 512 << 20, "512 MiB"},
		{"4GiB", 4 << 30, "4 GiB"},
		{"1536M", 1536 << 20, "1536 MiB"},
		{"100000", 100000, "100000 bytes"},
		{"2048K", 2 << 20, "2 MiB"},
		{"1T", 0, ""},
		{"-1G", 0, ""},
		{"+1G", 0, ""},
		{"0", 0, ""},
		{"G", 0, ""},
		{"", 0, ""},
		{"2.5G", 0, ""},
		{"2000G", 0, ""},
	} {
		got, err := ParseSize(tt.in)
		if got != tt.want || (err == nil) != (tt.want > 0) {
			t.Errorf("ParseSize(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
		}
		if tt.want > 0 && sizeText(got) != tt.text {
			t.Errorf("sizeText(%d) = %q, want %q", got, sizeText(got), tt.text)
		}
	}
}

// A link in a folder to a file outside it is left out of the copy, and
// said; links to files inside are copied as those files.
func TestCopyFolderLinks(t *testing.T) {
	dir := t.TempDir()
	src, outside := filepath.Join(dir, "sub"), filepath.Join(dir, "secret.txt")
	for name, text := range map[string]string{outside: "secret", filepath.Join(src, "bin", "data.txt"): "data"} {
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for link, to := range map[string]string{"out.txt": outside, "bin/up.txt": "../../secret.txt", "in.txt": "bin/data.txt", "gone.txt": "nowhere"} {
		if err := os.Symlink(to, filepath.Join(src, link)); err != nil {
			t.Fatal(err)
		}
	}
	dst := filepath.Join(dir, "copy")
	leftOut, err := copyFolder(src, dst)
	slices.Sort(leftOut)
	if err != nil || !slices.Equal(leftOut, []string{"bin/up.txt", "gone.txt", "out.txt"}) {
		t.Fatalf("left out %q, error %v", leftOut, err)
	}
	if b, err := os.ReadFile(filepath.Join(dst, "in.txt")); err != nil || string(b) != "data" {
		t.Errorf("in.txt: %q, %v", b, err)
	}
	for _, name := range leftOut {
		if _, err := os.Lstat(filepath.Join(dst, name)); !os.IsNotExist(err) {
			t.Errorf("%s is in the copy: %v", name, err)
		}
	}
}
