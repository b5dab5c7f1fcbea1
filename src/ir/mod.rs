//! The intermediate representation shared by both front ends and every backend.
//!
//! `ir` depends on nothing else in the crate. It holds types and shapes (`types`), host literals
//! (`literal`), the op set (`op`) and what kind of op each one is and what it calls
//! (`classify`: the one match that lists every op), shardings (`sharding`), the module
//! structure (`module`), analyses backends and passes share (`analysis`: uses, liveness,
//! donation aliases, dot/gather/scatter dimension roles; `cost`: XLA's cost analysis), call
//! inlining (`inline`), all-reduce combining (`combine`), the verifier (`verify`) that infers
//! and checks every instruction's result shape, and a printer (`print`) whose output the HLO
//! front end reads back.

pub mod analysis;
pub mod classify;
pub mod combine;
pub mod cost;
pub mod inline;
pub mod literal;
pub mod module;
pub mod op;
pub mod print;
pub mod sharding;
pub mod trip_count;
pub mod types;
pub mod verify;
mod verify_collective;

pub use classify::OpKind;
pub use combine::combine_all_reduces;
pub use cost::{cost_analysis, CostAnalysis};
pub use inline::inline_calls;
pub use literal::{AlignedBytes, Literal, LiteralError};
pub use module::{
    CompId, Computation, ComputationBuilder, InputOutputAlias, InstId, Instruction, Module,
    SourceLoc,
};
pub use op::*;
pub use sharding::{AxisRef, HloSharding, Mesh, MeshSharding, SubgroupKind};
pub use types::{row_major_strides, ArrayShape, ElementType, Shape};
pub use verify::{verify_module, VerifyError};
