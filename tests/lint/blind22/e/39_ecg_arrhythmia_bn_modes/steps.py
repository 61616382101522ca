from functools import partial

import jax
import optax

from model import ArrhythmiaCNN

model = ArrhythmiaCNN()
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames=("train",))
def forward(params, batch_stats, x, key, train):
    variables = {"params": params, "batch_stats": batch_stats}
    if train:
        logits, updates = model.apply(variables, x, train=True, rngs={"dropout": key},
                                      mutable=["batch_stats"])
        return logits, updates["batch_stats"]
    return model.apply(variables, x, train=False), batch_stats


def loss_and_stats(params, batch_stats, x, y, key):
    logits, new_stats = forward(params, batch_stats, x, key, train=True)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), new_stats


@jax.jit
def train_step(params, batch_stats, opt_state, x, y, key):
    (loss, batch_stats), grads = jax.value_and_grad(loss_and_stats, has_aux=True)(
        params, batch_stats, x, y, key)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), batch_stats, opt_state, loss
