from functools import partial

import jax
import jax.numpy as jnp
import optax


def tannin_loss(w, x, y):
    return jnp.mean((x @ w["coef"] + w["bias"] - y) ** 2)


@partial(jax.jit, static_argnames=("tx",))
def tannin_step(w, opt_state, x, y, tx):
    loss, g = jax.value_and_grad(tannin_loss)(w, x, y)
    upd, opt_state = tx.update(g, opt_state, w)
    return optax.apply_updates(w, upd), opt_state, loss


def make_optimizer(epoch, base_lr=0.05):
    return optax.sgd(base_lr * 0.5 ** (epoch // 2), momentum=0.9)
