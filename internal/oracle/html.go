package oracle

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strings"

	"sudoku/internal/board"
)

// A Page is what ReadHTML finds in the html form.
type Page struct {
	Sheets  []int // grids on each sheet
	Grids   []board.Grid
	Numbers []string // each grid's caption
}

// ReadHTML reads a page of the html form as XML, strictly, independently
// of the program's code, and fails on anything that would fetch or run
// something.
func ReadHTML(text []byte) (Page, error) {
	var p Page
	d := xml.NewDecoder(bytes.NewReader(text))
	var path []string
	var cell int
	var caption strings.Builder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return p, err
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			name := tok.Name.Local
			path = append(path, name)
			for _, a := range tok.Attr {
				if a.Name.Local == "src" || a.Name.Local == "href" || strings.HasPrefix(a.Name.Local, "on") {
					return p, fmt.Errorf("attribute %s on <%s>", a.Name.Local, name)
				}
			}
			switch name {
			case "script", "link", "img", "iframe", "object":
				return p, fmt.Errorf("<%s> in the page", name)
			case "section":
				p.Sheets = append(p.Sheets, 0)
			case "table":
				p.Grids = append(p.Grids, board.Grid{})
				p.Sheets[len(p.Sheets)-1]++
				cell = 0
			case "figcaption":
				caption.Reset()
			}
		case xml.EndElement:
			switch tok.Name.Local {
			case "td":
				cell++
			case "figcaption":
				p.Numbers = append(p.Numbers, caption.String())
			case "table":
				if cell != 81 {
					return p, fmt.Errorf("grid %d has %d cells", len(p.Grids), cell)
				}
			}
			path = path[:len(path)-1]
		case xml.CharData:
			if len(path) == 0 {
				continue // line ends between the doctype and the page
			}
			switch path[len(path)-1] {
			case "td":
				s := string(tok)
				if len(s) != 1 || s[0] < '1' || s[0] > '9' {
					return p, fmt.Errorf("cell holds %q", s)
				}
				p.Grids[len(p.Grids)-1][cell] = s[0] - '0'
			case "figcaption":
				caption.Write(tok)
			}
		}
	}
	if len(path) != 0 {
		return p, fmt.Errorf("unclosed %v", path)
	}
	return p, nil
}
