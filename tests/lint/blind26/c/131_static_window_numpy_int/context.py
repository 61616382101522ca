from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("context",))
def splice_frames(feats, context):
    """Stack +-context neighbouring frames (TDNN/DNN-HMM style input)."""
    T = feats.shape[0]
    padded = jnp.pad(feats, ((context, context), (0, 0)), mode="edge")
    return jnp.concatenate([padded[i:i + T] for i in range(2 * context + 1)], axis=1)
