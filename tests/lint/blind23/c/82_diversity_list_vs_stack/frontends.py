import numpy as np

N = 512


def _branch(rng, s, gain):
    return (gain * s + 0.3 * (rng.standard_normal(N) + 1j * rng.standard_normal(N))).astype(np.complex64)


def rf_chains(rng, s, gains):
    """Legacy per-chain driver: one buffer per RF chain."""
    return [_branch(rng, s, g) for g in gains]


def dma_capture(rng, s, gains):
    """Newer DMA path delivers all chains in one interleaved block."""
    return np.stack([_branch(rng, s, g) for g in gains])
