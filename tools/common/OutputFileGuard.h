//===- OutputFileGuard.h - `-o FILE` is replaced only on success -*- C++
//-*-===//
//
// The tool drivers (MLIR's MlirOptMain, and stablehlo-translate's
// TranslateDriver, which follows MLIR's mlirTranslateMain) open `-o FILE`
// before they read the input: an existing FILE is truncated at once, and
// when the run fails the driver deletes it. A failed run would so destroy the
// result of an earlier good run. OutputFileGuard points `-o` at a fresh
// temporary file beside FILE instead and, only when the driver succeeded,
// renames it over FILE (keeping FILE's permissions). On failure FILE is left
// exactly as it was: absent if it was absent, untouched if it existed.
//
// FILE is passed through unchanged (the driver then reports its own "cannot
// open output file" error or writes as before) when it is "-", a directory or
// another non-regular file (/dev/null, a pipe), not writable, in a directory
// that does not exist or that we may not write (then no temporary file can
// be made beside FILE).
//
// Shared by stablehlo-translate and stablehlo-opt (header only).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_TOOLS_OUTPUTFILEGUARD_H
#define STABLEHLO_TOOLS_OUTPUTFILEGUARD_H

#include <optional>
#include <string>
#include <vector>

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

namespace stablehlo_tools {

class OutputFileGuard {
public:
  OutputFileGuard(int argc, char **argv) {
    for (int i = 0; i < argc; ++i)
      args.push_back(argv[i]);
    // Where the value of `-o` is: args[valueIndex], after `prefixLength`
    // characters ("-o=" / "--o=") or the whole argument (`-o FILE`).
    int valueIndex = -1, occurrences = 0;
    size_t prefixLength = 0;
    for (int i = 1; i < argc; ++i) {
      llvm::StringRef arg = argv[i];
      if (arg == "--")
        break;
      if ((arg == "-o" || arg == "--o") && i + 1 < argc) {
        valueIndex = i + 1;
        prefixLength = 0;
        ++occurrences;
        ++i;
      } else if (arg.starts_with("-o=") || arg.starts_with("--o=")) {
        valueIndex = i;
        prefixLength = arg.find('=') + 1;
        ++occurrences;
      }
    }
    // More than one `-o` is the driver's error to report.
    if (occurrences == 1)
      redirect(valueIndex, prefixLength);
    for (std::string &arg : args)
      pointers.push_back(arg.data());
    pointers.push_back(nullptr);
  }

  int argc() const { return static_cast<int>(args.size()); }
  char **argv() { return pointers.data(); }

  /// Call with the driver's exit code; returns the tool's exit code.
  int finish(int code) {
    if (temp.empty())
      return code;
    if (code != 0) {
      llvm::sys::fs::remove(temp);
      return code;
    }
    // The driver created the file with the default mode; an existing FILE
    // keeps its own.
    if (existingMode)
      (void)llvm::sys::fs::setPermissions(temp, *existingMode);
    if (std::error_code ec = llvm::sys::fs::rename(temp, target)) {
      llvm::errs() << "error: cannot write output file '" << target
                   << "': " << ec.message() << "\n";
      llvm::sys::fs::remove(temp);
      return 1;
    }
    llvm::sys::DontRemoveFileOnSignal(temp);
    return 0;
  }

private:
  void redirect(int valueIndex, size_t prefixLength) {
    namespace fs = llvm::sys::fs;
    llvm::StringRef value =
        llvm::StringRef(args[valueIndex]).drop_front(prefixLength);
    if (value.empty() || value == "-")
      return;
    llvm::SmallString<256> path(value);
    unsigned mode = fs::all_read | fs::all_write;
    bool existed = false;
    fs::file_status status;
    if (!fs::status(path, status)) {
      existed = true;
      // Only an existing regular file we may write is replaced by rename;
      // anything else keeps the driver's own behaviour.
      if (status.type() != fs::file_type::regular_file ||
          fs::access(path, fs::AccessMode::Write))
        return;
      llvm::SmallString<256> real;
      if (fs::real_path(path,
                        real)) // FILE may be a symlink: replace its target
        return;
      path = real;
      mode = status.permissions();
    }
    llvm::SmallString<256> dir(path);
    llvm::sys::path::remove_filename(dir);
    if (dir.empty())
      dir = ".";
    if (!fs::is_directory(dir) || fs::access(dir, fs::AccessMode::Write))
      return;
    llvm::SmallString<256> model(dir);
    llvm::sys::path::append(model, "." + llvm::sys::path::filename(path) +
                                       ".tmp-%%%%%%%%");
    // Only a name: the driver creates the file when it opens its output, so
    // a run that stops before (e.g. on a bad option, with exit()) leaves
    // nothing behind.
    llvm::SmallString<256> tempPath;
    fs::createUniquePath(model, tempPath, /*MakeAbsolute=*/false);
    existingMode = existed
                       ? std::optional<fs::perms>(static_cast<fs::perms>(mode))
                       : std::nullopt;
    llvm::sys::RemoveFileOnSignal(tempPath);
    temp = std::string(tempPath);
    target = std::string(path);
    args[valueIndex] = args[valueIndex].substr(0, prefixLength) + temp;
  }

  std::vector<std::string> args;
  std::vector<char *> pointers;
  std::string temp, target;
  std::optional<llvm::sys::fs::perms> existingMode;
};

} // namespace stablehlo_tools

#endif // STABLEHLO_TOOLS_OUTPUTFILEGUARD_H
