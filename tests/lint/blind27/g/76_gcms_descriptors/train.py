from functools import partial

import jax
import jax.numpy as jnp


def descriptor_loss(W, x, y):
    # panel descriptor intensities predicted from GC-MS volatile features
    return jnp.mean((x @ W - y) ** 2)


@partial(jax.jit, static_argnames=("lr",))
def descriptor_sgd(W, x, y, lr):
    loss, g = jax.value_and_grad(descriptor_loss)(W, x, y)
    return W - lr * g, loss


def lr_for_epoch(cfg, epoch):
    return cfg["lr0"] * cfg["decay"] ** epoch
