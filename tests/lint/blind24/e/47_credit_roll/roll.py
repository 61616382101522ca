import jax
import jax.numpy as jnp


@jax.jit
def roll_frame(credits, frame_idx, px_per_frame):
    h = 27
    offset = frame_idx * px_per_frame
    rows = jnp.arange(h) + offset
    rows = jnp.clip(rows, 0, credits.shape[0] - 1)
    return credits[rows]
