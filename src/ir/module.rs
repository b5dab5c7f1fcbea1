//! Module → computations → instructions, stored in arenas and addressed by typed ids.
//!
//! Instructions of a computation are kept in an order where every operand comes before its
//! users (front ends build them that way; the verifier checks it), so a backend can walk
//! `instructions` front to back.

use super::op::Op;
use super::sharding::HloSharding;
use super::types::Shape;

/// Index of a computation in `Module::computations`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CompId(pub u32);

/// Index of an instruction in its computation's `instructions`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InstId(pub u32);

impl CompId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl InstId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Where in the source an instruction came from (for error messages after parsing).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct SourceLoc {
    pub line: u32,
    pub column: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    /// Name as written in the source (`add.3`, `%5`), unique within the computation.
    pub name: String,
    pub op: Op,
    pub operands: Vec<InstId>,
    pub shape: Shape,
    /// The sharding annotation the instruction came with (a constraint for the SPMD
    /// partitioner; single-device backends never read it).
    pub sharding: Option<HloSharding>,
    pub loc: SourceLoc,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Computation {
    pub name: String,
    pub instructions: Vec<Instruction>,
    /// `parameters[i]` is the instruction with `Op::Parameter { index: i }`.
    pub parameters: Vec<InstId>,
    pub root: InstId,
}

impl Computation {
    pub fn inst(&self, id: InstId) -> &Instruction {
        &self.instructions[id.index()]
    }

    pub fn root_inst(&self) -> &Instruction {
        self.inst(self.root)
    }

    pub fn parameter_shapes(&self) -> Vec<&Shape> {
        self.parameters
            .iter()
            .map(|&p| &self.inst(p).shape)
            .collect()
    }

    pub fn result_shape(&self) -> &Shape {
        &self.root_inst().shape
    }

    pub fn ids(&self) -> impl DoubleEndedIterator<Item = InstId> {
        (0..self.instructions.len() as u32).map(InstId)
    }
}

/// An input of the entry computation whose buffer may be reused for an output
/// (`input_output_alias` in HLO, `tf.aliasing_output` / donation in StableHLO).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputOutputAlias {
    pub output_index: Vec<usize>,
    pub parameter: usize,
    pub parameter_index: Vec<usize>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    pub name: String,
    pub computations: Vec<Computation>,
    pub entry: CompId,
    pub aliases: Vec<InputOutputAlias>,
    /// `mhlo.num_replicas` / HLO's `replica_count`, when the source states it.
    pub num_replicas: Option<usize>,
    /// `mhlo.num_partitions` / HLO's `num_partitions`, when the source states it.
    pub num_partitions: Option<usize>,
}

impl Module {
    pub fn comp(&self, id: CompId) -> &Computation {
        &self.computations[id.index()]
    }

    pub fn entry_comp(&self) -> &Computation {
        self.comp(self.entry)
    }

    pub fn find_computation(&self, name: &str) -> Option<CompId> {
        self.computations
            .iter()
            .position(|c| c.name == name)
            .map(|i| CompId(i as u32))
    }
}

/// Builds a computation instruction by instruction, keeping operands before users.
#[derive(Debug, Default)]
pub struct ComputationBuilder {
    name: String,
    instructions: Vec<Instruction>,
    parameters: Vec<Option<InstId>>,
}

impl ComputationBuilder {
    pub fn new(name: impl Into<String>) -> Self {
        ComputationBuilder {
            name: name.into(),
            ..Default::default()
        }
    }

    /// Appends an instruction. Parameters are registered by their index.
    pub fn add(
        &mut self,
        name: impl Into<String>,
        op: Op,
        operands: Vec<InstId>,
        shape: Shape,
    ) -> InstId {
        let id = InstId(self.instructions.len() as u32);
        if let Op::Parameter { index } = op {
            if self.parameters.len() <= index {
                self.parameters.resize(index + 1, None);
            }
            self.parameters[index] = Some(id);
        }
        self.instructions.push(Instruction {
            name: name.into(),
            op,
            operands,
            shape,
            sharding: None,
            loc: SourceLoc::default(),
        });
        id
    }

    pub fn inst_mut(&mut self, id: InstId) -> &mut Instruction {
        &mut self.instructions[id.index()]
    }

    pub fn inst(&self, id: InstId) -> &Instruction {
        &self.instructions[id.index()]
    }

    pub fn len(&self) -> usize {
        self.instructions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.instructions.is_empty()
    }

    /// Finishes with `root` as the result. Errors name a missing parameter number.
    pub fn finish(self, root: InstId) -> Result<Computation, String> {
        let mut parameters = Vec::with_capacity(self.parameters.len());
        for (i, p) in self.parameters.into_iter().enumerate() {
            parameters.push(p.ok_or_else(|| {
                format!(
                    "computation '{}' has no parameter({i}) but has a higher one",
                    self.name
                )
            })?);
        }
        if root.index() >= self.instructions.len() {
            return Err(format!(
                "computation '{}' has no root instruction",
                self.name
            ));
        }
        Ok(Computation {
            name: self.name,
            instructions: self.instructions,
            parameters,
            root,
        })
    }
}
