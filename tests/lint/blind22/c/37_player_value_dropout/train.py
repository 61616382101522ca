import functools

import jax
import optax

from model import PlayerValue

model = PlayerValue()
tx = optax.sgd(1e-2, momentum=0.9)


@functools.partial(jax.jit, static_argnames=("dropout_rate",))
def train_step(params, opt_state, x, y, key, dropout_rate):
    def loss_fn(p):
        pred = model.apply(p, x, dropout_rate, True, rngs={"dropout": key})
        return ((pred - y) ** 2).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def dropout_for_epoch(epoch, start=0.5, end=0.1, n_epochs=5):
    return start + (end - start) * epoch / (n_epochs - 1)
