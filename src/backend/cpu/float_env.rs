//! The floating-point environment CPU kernels run in: subnormal inputs read as zero (DAZ) and
//! subnormal results flushed to zero (FTZ), as XLA:CPU runs every execution
//! (`tsl::port::ScopedFlushDenormal` on its calling and intra-op threads). Without it, any
//! value that underflows differs from jaxlib's: `exp(-100)` in f32 is 3.7e-44 here and 0 in
//! jax, and a subnormal input changes later results (`sqrt(1e-40)` is 1e-20 against 0).
//!
//! x86-64: MXCSR's FTZ (bit 15) and DAZ (bit 6); aarch64: FPCR's FZ (bit 24, which flushes
//! inputs and outputs of single and double precision). Elsewhere, wasm32 included (whose
//! float semantics are fixed IEEE with subnormals), nothing changes and results keep their
//! subnormals: the one documented difference of those builds.
//!
//! Why this is sound enough: the mode changes only at the edges of an execution (a
//! [`FlushDenormals`] guard held by the executing thread) and at the start of the CPU pool's
//! own threads, never in the middle of a computation, so no float operation the compiler may
//! have moved or folded straddles a change; it is what XLA itself does from C++ under the same
//! compiler assumptions. This module only sets and restores the mode; it does not compute.

/// Holds DAZ and FTZ on the current thread until dropped, then restores the thread's previous
/// mode (guards nest). Plain data, so futures holding one stay `Send`; hold it only where one
/// thread polls the execution to its end (the device worker's `block_on`, a single `poll`).
#[must_use = "the mode is restored when the guard drops"]
pub(crate) struct FlushDenormals {
    #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
    saved: Mode,
}

impl FlushDenormals {
    /// Turns DAZ and FTZ on for the current thread.
    pub(crate) fn new() -> Self {
        #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
        {
            let saved = arch::get();
            arch::set(saved | arch::FLUSH);
            FlushDenormals { saved }
        }
        #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
        FlushDenormals {}
    }
}

impl Drop for FlushDenormals {
    fn drop(&mut self) {
        #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
        arch::set(self.saved);
    }
}

/// Turns DAZ and FTZ on for the rest of the current thread's life: for threads webxla owns
/// and runs only kernels on (the native CPU pool's).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn flush_denormals_on_this_thread() {
    std::mem::forget(FlushDenormals::new());
}

/// Whether the current thread flushes subnormals (DAZ and FTZ, or FZ, are on).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn flushing() -> bool {
    #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
    return arch::get() & arch::FLUSH == arch::FLUSH;
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    return false;
}

#[cfg(target_arch = "x86_64")]
type Mode = u32;
#[cfg(target_arch = "aarch64")]
type Mode = u64;

#[cfg(target_arch = "x86_64")]
mod arch {
    /// MXCSR: FTZ | DAZ.
    pub(super) const FLUSH: u32 = (1 << 15) | (1 << 6);

    pub(super) fn get() -> u32 {
        let mut mxcsr = 0u32;
        // SAFETY: stmxcsr stores the 4-byte MXCSR to the given address, a live local.
        unsafe {
            std::arch::asm!("stmxcsr [{}]", in(reg) &mut mxcsr, options(nostack, preserves_flags));
        }
        mxcsr
    }

    pub(super) fn set(mxcsr: u32) {
        // SAFETY: ldmxcsr loads MXCSR from a live local; only the DAZ/FTZ bits ever differ
        // from the value read, and no reserved bit is set (the rest came from stmxcsr).
        unsafe {
            std::arch::asm!("ldmxcsr [{}]", in(reg) &mxcsr, options(nostack, readonly, preserves_flags));
        }
    }
}

#[cfg(target_arch = "aarch64")]
mod arch {
    /// FPCR: FZ.
    pub(super) const FLUSH: u64 = 1 << 24;

    pub(super) fn get() -> u64 {
        let fpcr: u64;
        // SAFETY: reading FPCR has no side effects.
        unsafe {
            std::arch::asm!("mrs {}, fpcr", out(reg) fpcr, options(nomem, nostack, preserves_flags));
        }
        fpcr
    }

    pub(super) fn set(fpcr: u64) {
        // SAFETY: writes back a value read from FPCR with at most FZ changed.
        unsafe {
            std::arch::asm!("msr fpcr, {}", in(reg) fpcr, options(nomem, nostack, preserves_flags));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hint::black_box;

    #[test]
    #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
    fn subnormals_flush_inside_the_guard_and_not_after() {
        let tiny = black_box(1e-20f32);
        let sub = black_box(f32::from_bits(1 << 20)); // 1.5e-39, subnormal
        assert!((tiny * tiny) > 0.0);
        {
            let _g = FlushDenormals::new();
            assert_eq!((black_box(tiny) * black_box(tiny)).to_bits(), 0);
            assert_eq!(black_box(sub) * black_box(1.0f32), 0.0);
            assert_eq!((black_box(1e-300f64) * black_box(1e-10f64)).to_bits(), 0);
            {
                let _inner = FlushDenormals::new();
            }
            // Still on after a nested guard drops.
            assert_eq!((black_box(tiny) * black_box(tiny)).to_bits(), 0);
        }
        assert!((black_box(tiny) * black_box(tiny)) > 0.0);
        assert!((black_box(sub) * black_box(1.0f32)) > 0.0);
    }
}
