//! The CPU backend: the semantic reference for every other backend.
pub mod kernels;
