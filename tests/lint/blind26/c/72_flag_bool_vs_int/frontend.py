import jax
import jax.numpy as jnp


@jax.jit
def normalise_frames(frames, apply_cmvn):
    mean = frames.mean(0)
    std = frames.std(0) + 1e-5
    return jnp.where(apply_cmvn, (frames - mean) / std, frames)
