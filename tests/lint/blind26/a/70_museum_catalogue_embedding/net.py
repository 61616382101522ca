import jax
import jax.numpy as jnp
import haiku as hk


def embedder(x):
    h = jax.nn.gelu(hk.Linear(64)(x))
    h = hk.LayerNorm(-1, True, True)(h)
    return hk.Linear(16)(h)


net = hk.without_apply_rng(hk.transform(embedder))


@jax.jit
def embed_batch(params, x):
    e = net.apply(params, x)
    return e / jnp.linalg.norm(e, axis=-1, keepdims=True)
