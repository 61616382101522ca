from functools import partial

import jax
import optax

from model import EruptionClassifier

model = EruptionClassifier()
tx = optax.adam(3e-3)


@partial(jax.jit, static_argnames="train")
def forward_loss(params, x, y, key, train):
    logits = model.apply(params, x, train=train, rngs={"dropout": key})
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@jax.jit
def apply_grads(params, opt_state, x, y, key):
    loss, g = jax.value_and_grad(forward_loss)(params, x, y, key, True)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss
