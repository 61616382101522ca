from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import FaultNet

net = FaultNet()


@partial(jax.jit, static_argnames=("training",))
def run_model(params, x, y, key, training, lr=0.05):
    def loss_fn(p):
        logits = net.apply(p, x, training=training, rngs={"dropout": key})
        return jnp.mean(optax.sigmoid_binary_cross_entropy(logits, y))
    if not training:
        return params, loss_fn(params)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss
