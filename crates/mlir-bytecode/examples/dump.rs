//! Prints the op tree of an MLIR bytecode file (a debugging aid).
fn dump(op: &mlir_bytecode::Op, indent: usize) {
    println!(
        "{:indent$}{} @{} operands={:?} results={:?}",
        "",
        op.name,
        op.offset,
        op.operands,
        op.results.iter().map(|v| v.id).collect::<Vec<_>>(),
        indent = indent
    );
    for (k, v) in &op.attrs {
        println!("{:indent$}  {k} = {v:?}", "", indent = indent);
    }
    for r in &op.regions {
        for b in &r.blocks {
            println!(
                "{:indent$}  ^bb({:?})",
                "",
                b.args.iter().map(|a| a.id).collect::<Vec<_>>(),
                indent = indent
            );
            for o in &b.ops {
                dump(o, indent + 4);
            }
        }
    }
}

fn main() {
    for path in std::env::args().skip(1) {
        let bytes = std::fs::read(&path).expect("read");
        match mlir_bytecode::read(&bytes) {
            Ok(m) => {
                println!("{path}: v{} {} {:?}", m.version, m.producer, m.dialects);
                for op in &m.ops {
                    dump(op, 0);
                }
            }
            Err(e) => println!("{path}: ERROR {e}"),
        }
    }
}
