import jax
import jax.numpy as jnp


def defect_map_stats(frames, ref, threshold):
    """Flag pixels whose deviation from the clean-fabric reference exceeds threshold."""
    dev = jnp.abs(frames - ref[None]) / (ref[None] + 1e-3)
    flagged = dev > threshold
    frac = flagged.mean(axis=(1, 2))
    return frac > 0.01, frac
