import jax
import jax.numpy as jnp
import numpy as np

MAX_TOKENS = 64
N_SECTIONS = 3

@jax.jit
def section_centroids(token_vecs, seg_ids):
    sums = jax.ops.segment_sum(token_vecs, seg_ids, num_segments=N_SECTIONS + 1)
    counts = jax.ops.segment_sum(jnp.ones(seg_ids.shape), seg_ids, num_segments=N_SECTIONS + 1)
    return (sums / jnp.maximum(counts, 1.0)[:, None])[:N_SECTIONS]

def layout(lengths, dim, rng):
    seg = np.full(MAX_TOKENS, N_SECTIONS, np.int32)
    seg[:sum(lengths)] = np.repeat(np.arange(len(lengths)), lengths)
    vecs = np.zeros((MAX_TOKENS, dim), np.float32)
    vecs[:sum(lengths)] = rng.normal(size=(sum(lengths), dim))
    return vecs, seg
