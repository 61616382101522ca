from functools import partial
import jax
import jax.numpy as jnp


def init(key, d_in, d_hidden, n_groups):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (d_in, d_hidden)) * 0.3,
            "w2": jax.random.normal(k2, (d_hidden, n_groups)) * 0.3}


@partial(jax.jit, static_argnames=("training",))
def forward(params, x, key, training):
    h = jax.nn.gelu(x @ params["w1"])
    if training:
        keep = jax.random.bernoulli(key, 0.8, h.shape)
        h = jnp.where(keep, h / 0.8, 0.0)
    return h @ params["w2"]
