//! The StableHLO MLIR text front end: parses MLIR text as JAX prints it (and the generic form)
//! and lowers StableHLO, CHLO and func ops to `ir`.
