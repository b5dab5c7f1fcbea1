//! The compute pipelines a device has already compiled, by kernel text.
//!
//! Turning generated WGSL into a pipeline (naga's validation, then the driver's compiler) is
//! most of a GPU compile: seconds for the soft-f64 kernels on lavapipe. The same text comes
//! back often: the HLO and StableHLO forms of one program, a program compiled again (jax's
//! retracing, a second client call), and the small elementwise kernels many programs share.
//! A pipeline depends only on its text and on the device (the pipeline constants,
//! `program::arith_constants`, are a function of both), so a hit is the same pipeline the
//! miss would have made.
//!
//! Bounded by entries and by the bytes of text kept (`MAX_ENTRIES`, `MAX_TEXT_BYTES`), since a
//! kept pipeline keeps the driver's memory for it; the oldest entries go first. Holds handles only: nothing here generates or validates code.

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;

/// A compiled kernel: its pipeline and the layout of its bind group 0.
#[derive(Clone, Debug)]
pub(crate) struct CompiledKernel {
    pub pipeline: wgpu::ComputePipeline,
    pub layout: wgpu::BindGroupLayout,
}

/// The most pipelines kept. A pipeline holds driver memory for its compiled code, about
/// 360 KiB each on lavapipe (1000 distinct small kernels kept grew the resident set by
/// 347 MiB, `tests/soak.rs`), so the cache keeps only recent ones: enough for a program's
/// other format or a recompile, about 6 MiB at most there.
const MAX_ENTRIES: usize = 16;
/// The most bytes of kernel text kept as keys (a soft-f64 kernel's text runs to megabytes).
const MAX_TEXT_BYTES: usize = 16 << 20;

/// Values (`CompiledKernel` on a device) by kernel text.
#[derive(Debug)]
pub(crate) struct PipelineCache<V = CompiledKernel> {
    entries: HashMap<Arc<str>, V>,
    /// Keys, oldest first.
    order: VecDeque<Arc<str>>,
    text_bytes: usize,
    hits: u64,
}

impl<V> Default for PipelineCache<V> {
    fn default() -> Self {
        PipelineCache {
            entries: HashMap::new(),
            order: VecDeque::new(),
            text_bytes: 0,
            hits: 0,
        }
    }
}

impl<V: Clone> PipelineCache<V> {
    /// The pipeline compiled from `wgsl`, if one is kept.
    pub(crate) fn get(&mut self, wgsl: &str) -> Option<V> {
        let k = self.entries.get(wgsl).cloned();
        if k.is_some() {
            self.hits += 1;
        }
        k
    }

    /// Keeps `kernel` as the pipeline of `wgsl`, dropping the oldest entries past the bounds.
    /// A text longer than the whole byte budget is not kept.
    pub(crate) fn insert(&mut self, wgsl: &str, kernel: V) {
        if wgsl.len() > MAX_TEXT_BYTES || self.entries.contains_key(wgsl) {
            return;
        }
        while self.entries.len() >= MAX_ENTRIES || self.text_bytes + wgsl.len() > MAX_TEXT_BYTES {
            let Some(old) = self.order.pop_front() else {
                break;
            };
            self.text_bytes -= old.len();
            self.entries.remove(&old);
        }
        let key: Arc<str> = Arc::from(wgsl);
        self.text_bytes += key.len();
        self.order.push_back(key.clone());
        self.entries.insert(key, kernel);
    }

    /// Compilations saved so far.
    #[cfg(test)]
    pub(crate) fn hits(&self) -> u64 {
        self.hits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_text_is_a_hit_and_another_a_miss() {
        let mut c = PipelineCache::<u32>::default();
        assert_eq!(c.get("a"), None);
        c.insert("a", 1);
        c.insert("a", 2);
        assert_eq!(c.get("a"), Some(1));
        assert_eq!(c.get("b"), None);
        assert_eq!(c.hits(), 1);
    }

    #[test]
    fn the_oldest_go_first_past_the_entry_bound() {
        let mut c = PipelineCache::<usize>::default();
        for k in 0..MAX_ENTRIES + 3 {
            c.insert(&format!("k{k}"), k);
        }
        assert_eq!(c.entries.len(), MAX_ENTRIES);
        for k in 0..3 {
            assert_eq!(c.get(&format!("k{k}")), None);
        }
        assert_eq!(
            c.get(&format!("k{}", MAX_ENTRIES + 2)),
            Some(MAX_ENTRIES + 2)
        );
    }

    #[test]
    fn text_bytes_are_bounded() {
        let mut c = PipelineCache::<u8>::default();
        let big = "x".repeat(MAX_TEXT_BYTES / 2);
        c.insert(&format!("1{big}"), 1);
        c.insert(&format!("2{big}"), 2);
        // The second half-budget text pushed the first out.
        assert_eq!(c.entries.len(), 1);
        assert!(c.text_bytes <= MAX_TEXT_BYTES);
        c.insert(&"y".repeat(MAX_TEXT_BYTES + 1), 3);
        assert_eq!(
            c.entries.len(),
            1,
            "a text over the whole budget is not kept"
        );
    }
}
