import jax
import jax.numpy as jnp


@jax.jit
def shift_cues(cue_frames, offset_frames, fps):
    shifted = cue_frames + offset_frames
    seconds = shifted / fps
    return shifted, jnp.round(seconds * 1000.0).astype(jnp.int32)
