import haiku as hk
import jax
import jax.numpy as jnp


def _pose_encoder(clip):
    # clip: (frames, markers*3)
    h = hk.Conv1D(32, kernel_shape=5)(clip[None])
    h = jax.nn.gelu(h)
    h = hk.Conv1D(16, kernel_shape=5)(h)
    return jnp.mean(h, axis=1)[0]


encoder = hk.without_apply_rng(hk.transform(_pose_encoder))
