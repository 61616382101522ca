from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("num_speakers",))
def speaking_time(durations, speaker_ids, num_speakers):
    total = jax.ops.segment_sum(durations, speaker_ids, num_segments=num_speakers)
    lines = jax.ops.segment_sum(jnp.ones_like(durations), speaker_ids, num_segments=num_speakers)
    return total, lines
