from functools import partial

import jax
import jax.numpy as jnp

from model import SegHead

model = SegHead()


def pixel_ce(logits, masks):
    onehot = jax.nn.one_hot(masks, logits.shape[-1])
    return -jnp.mean(jnp.sum(onehot * jax.nn.log_softmax(logits), -1))


@partial(jax.jit, static_argnames=("train",))
def run_batch(params, images, masks, key, train, lr=0.1):
    def loss_fn(p):
        logits = model.apply({"params": p}, images, train=train, rngs={"dropout": key})
        return pixel_ce(logits, masks), jnp.mean(jnp.argmax(logits, -1) == masks)

    if train:
        (loss, acc), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    else:
        loss, acc = loss_fn(params)
    return params, loss, acc
