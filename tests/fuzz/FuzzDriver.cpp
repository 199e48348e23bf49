//===- FuzzDriver.cpp - run a fuzz harness over files without libFuzzer ---===//
//
// Usage: HARNESS FILE|DIR...  Feeds every file (directories: every regular
// file in them, sorted) to LLVMFuzzerTestOneInput once. A finding aborts;
// otherwise prints how many inputs ran and exits 0 (1 if none were found, so
// a regression test cannot pass by running nothing).
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv) {
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    if (!llvm::sys::fs::is_directory(argv[i])) {
      files.push_back(argv[i]);
      continue;
    }
    std::vector<std::string> inDir;
    std::error_code ec;
    for (llvm::sys::fs::directory_iterator it(argv[i], ec), end;
         it != end && !ec; it.increment(ec))
      if (llvm::sys::fs::is_regular_file(it->path()))
        inDir.push_back(it->path());
    std::sort(inDir.begin(), inDir.end());
    files.insert(files.end(), inDir.begin(), inDir.end());
  }
  for (const std::string &file : files) {
    auto buffer = llvm::MemoryBuffer::getFile(file, /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false);
    if (!buffer) {
      std::fprintf(stderr, "cannot read %s\n", file.c_str());
      return 2;
    }
    std::fprintf(stderr, "running %s\n", file.c_str());
    LLVMFuzzerTestOneInput(
        reinterpret_cast<const uint8_t *>((*buffer)->getBufferStart()),
        (*buffer)->getBufferSize());
  }
  std::printf("%zu inputs ran without a finding\n", files.size());
  return files.empty() ? 1 : 0;
}
