import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def segment_loudness(blocks):
    ms = jnp.mean(blocks ** 2, axis=1)
    abs_gate = ms > 10 ** ((-70 + 0.691) / 10)
    ungated = jnp.sum(ms * abs_gate) / jnp.maximum(abs_gate.sum(), 1)
    rel_gate = abs_gate & (ms > ungated * 0.1)
    gated = jnp.sum(ms * rel_gate) / jnp.maximum(rel_gate.sum(), 1)
    return -0.691 + 10 * jnp.log10(gated + 1e-12)


def loudness_by_part(program_blocks, parts=4):
    return [float(segment_loudness(seg)) for seg in np.array_split(program_blocks, parts)]
