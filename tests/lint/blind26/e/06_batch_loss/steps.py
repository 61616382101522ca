from functools import partial

import jax
import optax

from model import HRZoneNet

net = HRZoneNet()
tx = optax.adamw(3e-3)


def _loss(params, x, y, key, train):
    logits = net.apply(params, x, train=train, rngs={"dropout": key})
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@partial(jax.jit, static_argnames="train")
def batch_loss(params, x, y, key, train):
    return _loss(params, x, y, key, train)


@jax.jit
def sgd_step(params, opt_state, x, y, key):
    grads = jax.grad(_loss)(params, x, y, key, True)
    upd, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, upd), opt_state
