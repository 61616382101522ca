from functools import partial

import jax
import jax.numpy as jnp
import optax

from schedule import lr_at


@partial(jax.jit, static_argnames=("step",))
def finetune_step(params, x, y, step):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(x @ p["w"] + p["b"], y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    lr = lr_at(step)
    return jax.tree.map(lambda a, b: a - lr * b, params, g), loss
