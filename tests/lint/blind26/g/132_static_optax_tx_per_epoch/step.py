from functools import partial

import jax
import jax.numpy as jnp
import optax


def predict(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@partial(jax.jit, static_argnames=("tx",))
def apply_step(params, opt_state, x, y, tx):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(predict(p, x), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
