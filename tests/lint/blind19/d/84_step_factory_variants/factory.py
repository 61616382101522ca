import functools

import jax
import jax.numpy as jnp
import optax


def mpnn(params, x, s, r, drop_key, rate):
    h = jax.nn.relu(x @ params["w0"])
    if rate > 0:
        keep = jax.random.bernoulli(drop_key, 1 - rate, h.shape)
        h = jnp.where(keep, h / (1 - rate), 0.0)
    h = h + jax.ops.segment_sum(h[s], r, num_segments=x.shape[0])
    return h @ params["w1"]


@functools.lru_cache(maxsize=None)
def build_loss_fn(dropout_rate):
    def loss_fn(params, x, s, r, y, mask, key):
        ce = optax.softmax_cross_entropy_with_integer_labels(mpnn(params, x, s, r, key, dropout_rate), y)
        return jnp.sum(ce * mask) / jnp.sum(mask)
    return jax.jit(loss_fn)
