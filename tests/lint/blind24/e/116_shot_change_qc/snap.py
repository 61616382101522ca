import jax
import jax.numpy as jnp


@jax.jit
def shot_change_conflicts(cue_frames, cut_frames):
    d = jnp.abs(cue_frames[:, None] - cut_frames[None, :])
    near = (d > 0) & (d < 12)
    return jnp.sum(jnp.any(near, axis=1))
