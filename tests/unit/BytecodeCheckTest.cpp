//===- BytecodeCheckTest.cpp - checkBytecodeStructure against MLIR's reader
//===//
//
// Usage:
//   bytecode-check-test accept PATH...
//     Every file (directories: every *.bc in them, recursively) must pass the
//     structure check and be read by MLIR's bytecode reader (files named
//     *invalid* only the check: their ops are refused by the dialect).
//   bytecode-check-test differential PATH...
//     Every file (directories: every regular file, recursively) is checked,
//     then read by MLIR's reader in a child process (which may crash or
//     hang: 5 s limit). A file MLIR reads that the check refuses is a
//     disagreement; a file the check passes that crashes or hangs MLIR is a
//     gap. Either fails the test.
//   bytecode-check-test time FILE
//     Prints how long the check of FILE takes.
//   bytecode-check-test mutate FILE [STRIDE]
//     The same over every proper prefix of FILE and, at every STRIDE-th byte,
//     copies with that byte inverted and with one bit of it flipped.
//
// Prints the counts. MLIR's reader is run unguarded here (parseSourceString,
// not deserializePortableArtifact) so the two can be compared.
//
//===----------------------------------------------------------------------===//

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "../../runtime/lib/Api/BytecodeCheck.h"
#include "FuzzCommon.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace {

bool mlirReads(llvm::StringRef bytes) {
  stablehlo_fuzz::FuzzContext fc;
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(bytes,
                                              mlir::ParserConfig(&fc.context));
  return bool(module);
}

enum class Outcome { Read, Refused, Crashed, Hung };

/// MLIR's reader on `bytes`, in a child process.
Outcome mlirReadsIsolated(llvm::StringRef bytes) {
  std::fflush(nullptr);
  pid_t pid = fork();
  if (pid == 0) {
    alarm(5);
    _exit(mlirReads(bytes) ? 0 : 1);
  }
  int status = 0;
  if (pid < 0 || waitpid(pid, &status, 0) < 0) {
    std::perror("fork/waitpid");
    std::exit(2);
  }
  if (WIFEXITED(status))
    return WEXITSTATUS(status) == 0 ? Outcome::Read : Outcome::Refused;
  return WTERMSIG(status) == SIGALRM ? Outcome::Hung : Outcome::Crashed;
}

struct Tally {
  size_t total = 0, passedRead = 0, passedRefusedByMlir = 0,
         refusedRefusedByMlir = 0, refusedCrashedMlir = 0, refusedHungMlir = 0,
         disagreements = 0, gaps = 0, passedHung = 0;

  void run(llvm::StringRef bytes, const std::string &name) {
    // Like deserializePortableArtifact: only bytecode is checked.
    if (!bytes.starts_with("ML\xEFR"))
      return;
    ++total;
    std::string why;
    bool passed =
        mlir::succeeded(mlir::stablehlo::checkBytecodeStructure(bytes, why));
    Outcome mlir = mlirReadsIsolated(bytes);
    if (passed) {
      if (mlir == Outcome::Read)
        ++passedRead;
      else if (mlir == Outcome::Refused)
        ++passedRefusedByMlir;
      else if (mlir == Outcome::Hung) {
        // Not structural: see "Known findings" in tests/fuzz/README.md
        // (cyclic attribute/type references).
        ++passedHung;
        std::printf(
            "NOT GUARDED: %s passes the check but MLIR's reader hangs on it\n",
            name.c_str());
      } else {
        ++gaps;
        std::printf(
            "GAP: %s passes the check but MLIR's reader crashes on it\n",
            name.c_str());
      }
      return;
    }
    switch (mlir) {
    case Outcome::Read:
      ++disagreements;
      std::printf(
          "DISAGREEMENT: %s is read by MLIR but refused by the check: %s\n",
          name.c_str(), why.c_str());
      break;
    case Outcome::Refused:
      ++refusedRefusedByMlir;
      break;
    case Outcome::Crashed:
      ++refusedCrashedMlir;
      std::printf("refused (MLIR crashes): %s: %s\n", name.c_str(),
                  why.c_str());
      break;
    case Outcome::Hung:
      ++refusedHungMlir;
      std::printf("refused (MLIR hangs): %s: %s\n", name.c_str(), why.c_str());
      break;
    }
  }
  int report() const {
    std::printf("%zu inputs: check passed %zu (MLIR read %zu, MLIR refused "
                "%zu, MLIR crashed "
                "%zu, MLIR hung %zu); check refused %zu (MLIR refused %zu, "
                "crashed %zu, hung %zu, "
                "read %zu = disagreements)\n",
                total, passedRead + passedRefusedByMlir + gaps + passedHung,
                passedRead, passedRefusedByMlir, gaps, passedHung,
                refusedRefusedByMlir + refusedCrashedMlir + refusedHungMlir +
                    disagreements,
                refusedRefusedByMlir, refusedCrashedMlir, refusedHungMlir,
                disagreements);
    return disagreements || gaps ? 1 : 0;
  }
};

std::vector<std::string> listFiles(const char *path, bool onlyBc) {
  std::vector<std::string> files;
  if (!llvm::sys::fs::is_directory(path)) {
    files.push_back(path);
    return files;
  }
  std::error_code ec;
  for (llvm::sys::fs::recursive_directory_iterator it(path, ec), end;
       it != end && !ec; it.increment(ec)) {
    if (!llvm::sys::fs::is_regular_file(it->path()))
      continue;
    if (onlyBc && !llvm::StringRef(it->path()).ends_with(".bc"))
      continue;
    files.push_back(it->path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string readFile(const std::string &file) {
  auto buffer = llvm::MemoryBuffer::getFile(file, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer) {
    std::fprintf(stderr, "cannot read %s\n", file.c_str());
    std::exit(2);
  }
  return (*buffer)->getBuffer().str();
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr,
                 "usage: %s accept|differential PATH... | mutate FILE [STRIDE] "
                 "| time FILE\n",
                 argv[0]);
    return 2;
  }
  std::string mode = argv[1];
  if (mode == "accept") {
    size_t n = 0, failures = 0;
    for (int i = 2; i < argc; ++i)
      for (const std::string &file : listFiles(argv[i], /*onlyBc=*/true)) {
        ++n;
        std::string bytes = readFile(file), why;
        if (mlir::failed(mlir::stablehlo::checkBytecodeStructure(bytes, why))) {
          ++failures;
          std::printf("FAILED: %s is refused by the check: %s\n", file.c_str(),
                      why.c_str());
        } else if (!llvm::StringRef(file).contains("invalid") &&
                   !mlirReads(bytes)) {
          ++failures;
          std::printf("FAILED: %s passes the check but MLIR cannot read it\n",
                      file.c_str());
        }
      }
    std::printf("%zu artifacts, %zu passed the check and read\n", n,
                n - failures);
    return failures || !n ? 1 : 0;
  }
  Tally tally;
  if (mode == "differential") {
    for (int i = 2; i < argc; ++i)
      for (const std::string &file : listFiles(argv[i], /*onlyBc=*/false))
        tally.run(readFile(file), file);
    return tally.report();
  }
  if (mode == "mutate") {
    std::string original = readFile(argv[2]);
    size_t stride = argc > 3 ? std::strtoul(argv[3], nullptr, 10) : 1;
    if (!stride)
      stride = 1;
    for (size_t len = 0; len < original.size(); ++len)
      tally.run(llvm::StringRef(original).take_front(len),
                "prefix " + std::to_string(len));
    for (size_t at = 0; at < original.size(); at += stride) {
      for (int variant = 0; variant < 2; ++variant) {
        std::string copy = original;
        unsigned char mask = variant == 0 ? 0xFF : (1u << (at % 8));
        copy[at] = char(copy[at] ^ mask);
        tally.run(copy,
                  "byte " + std::to_string(at) + " ^ " + std::to_string(mask));
      }
    }
    return tally.report();
  }
  if (mode == "time") {
    // Milliseconds per check of FILE (best of 10), for the cost on every read.
    std::string bytes = readFile(argv[2]), why;
    double best = 1e9;
    for (int i = 0; i < 10; ++i) {
      auto start = std::chrono::steady_clock::now();
      bool ok =
          mlir::succeeded(mlir::stablehlo::checkBytecodeStructure(bytes, why));
      double ms = std::chrono::duration<double, std::milli>(
                      std::chrono::steady_clock::now() - start)
                      .count();
      best = std::min(best, ms);
      if (!ok) {
        std::printf("refused: %s\n", why.c_str());
        return 1;
      }
    }
    std::printf("%zu bytes checked in %.3f ms (best of 10)\n", bytes.size(),
                best);
    return 0;
  }
  std::fprintf(stderr, "unknown mode %s\n", mode.c_str());
  return 2;
}
