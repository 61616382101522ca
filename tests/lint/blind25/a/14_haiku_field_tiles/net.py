import haiku as hk
import jax
import jax.numpy as jnp


def _segmenter(x):
    x = hk.Conv2D(8, 3)(x)
    x = jax.nn.relu(x)
    x = hk.Conv2D(8, 3)(x)
    x = jax.nn.relu(x)
    return hk.Conv2D(2, 1)(x)


segmenter = hk.without_apply_rng(hk.transform(_segmenter))


@jax.jit
def segment_tile(params, tile):
    logits = segmenter.apply(params, tile[None])
    return jnp.argmax(logits[0], axis=-1)
