from functools import partial

import jax
import optax

from model import PneumoniaScore

net = PneumoniaScore()
tx = optax.adam(3e-3)


@partial(jax.jit, static_argnames="train")
def brd_forward(variables, x, y, key, train):
    if train:
        def loss_fn(params):
            logits, upd = net.apply({"params": params, "batch_stats": variables["batch_stats"]}, x, True,
                                    rngs={"dropout": key}, mutable=["batch_stats"])
            return optax.sigmoid_binary_cross_entropy(logits, y).mean(), upd
        (loss, upd), grads = jax.value_and_grad(loss_fn, has_aux=True)(variables["params"])
        return loss, grads, upd["batch_stats"]
    logits = net.apply(variables, x, False)
    loss = optax.sigmoid_binary_cross_entropy(logits, y).mean()
    return loss, None, variables["batch_stats"]
