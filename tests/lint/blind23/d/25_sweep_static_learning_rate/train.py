from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import predict


@partial(jax.jit, static_argnames=("lr",))
def mf_step(params, sid, iid, y, lr):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(predict(p, sid, iid), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, gi: p - lr * gi, params, g), loss


def fit(params, data, lr, epochs):
    for _ in range(epochs):
        params, loss = mf_step(params, *data, lr=lr)
    return params, float(loss)
