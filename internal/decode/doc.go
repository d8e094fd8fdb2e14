// Package decode turns a text file as editors write it, UTF-8 with a
// byte order mark or not, or UTF-16, into UTF-8 with LF line ends. It
// imports only the standard library and knows nothing of sudoku.
package decode
