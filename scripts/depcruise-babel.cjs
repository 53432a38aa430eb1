// How dependency-cruiser reads TypeScript here (issue 27). It parses .ts/.tsx with the TypeScript
// compiler only up to version 6, and this project is on TypeScript 7, so it reads them through
// Babel (@babel/core, already installed for the router plugin) with this config instead: Babel's
// own TypeScript parser reads each file, and the plugin below leaves only what dependency-cruiser
// needs, one `import "<specifier>"` per module the file depends on. Every kind counts: imports
// (type-only ones too), re-exports, `import()` (in code or in a type) and `require()`.
// Used by .dependency-cruiser.cjs (options.babelConfig).

/** @param {{ types: typeof import("@babel/types") }} babel */
function importsOnly({ types: t }) {
  return {
    name: "imports-only",
    manipulateOptions(opts, parserOpts) {
      const file = String(opts.filename ?? "");
      if (/\.[cm]?tsx?$/.test(file)) {
        parserOpts.plugins.push(["typescript", { dts: /\.d\.[cm]?ts$/.test(file) }]);
      }
      if (/\.[jt]sx$/.test(file)) parserOpts.plugins.push("jsx");
    },
    visitor: {
      Program(program) {
        const specifiers = new Set();
        const add = (node) => {
          if (node && t.isStringLiteral(node)) specifiers.add(node.value);
        };
        program.traverse({
          ImportDeclaration: (path) => add(path.node.source),
          ExportNamedDeclaration: (path) => add(path.node.source),
          ExportAllDeclaration: (path) => add(path.node.source),
          TSImportType: (path) => add(path.node.argument?.literal ?? path.node.argument),
          TSExternalModuleReference: (path) => add(path.node.expression),
          CallExpression: (path) => {
            const callee = path.node.callee;
            if (t.isImport(callee) || t.isIdentifier(callee, { name: "require" })) {
              add(path.node.arguments[0]);
            }
          },
        });
        program.node.body = [...specifiers].map((s) => t.importDeclaration([], t.stringLiteral(s)));
        program.node.directives = [];
        program.skip();
      },
    },
  };
}

module.exports = { babelrc: false, configFile: false, plugins: [importsOnly] };
