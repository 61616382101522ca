from functools import partial

import jax
import jax.numpy as jnp

MAX_BEATS = 32


@partial(jax.jit, static_argnames=("max_beats",))
def beat_sync_chroma(chroma, boundaries, max_beats=MAX_BEATS):
    frame = jnp.arange(chroma.shape[0])
    seg_id = jnp.searchsorted(boundaries, frame, side="right")
    sums = jax.ops.segment_sum(chroma, seg_id, num_segments=max_beats)
    counts = jax.ops.segment_sum(jnp.ones_like(frame, jnp.float32), seg_id, num_segments=max_beats)
    return sums / jnp.maximum(counts, 1.0)[:, None]
