from functools import partial

import jax
import optax

from model import WeaveClassifier

model = WeaveClassifier()
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames="train")
def forward_loss(params, x, y, key, train):
    logits = model.apply(params, x, train=train, rngs={"dropout": key})
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@jax.jit
def train_step(params, opt_state, x, y, key):
    loss, g = jax.value_and_grad(forward_loss)(params, x, y, key, train=True)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
