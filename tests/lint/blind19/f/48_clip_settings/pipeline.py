from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def temporal_profile(frames, cfg, fps, duration_s):
    t = jnp.arange(cfg.num_frames) / fps
    weights = jnp.exp(-t / duration_s)
    weights = weights / weights.sum()
    per_frame = frames.reshape(cfg.num_frames, -1).mean(axis=1)
    return (weights * per_frame).sum()
