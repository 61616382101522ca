from functools import partial

import jax
import jax.numpy as jnp
import optax

tx = optax.adamw(3e-3, weight_decay=1e-4)


def predict(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@partial(jax.jit, static_argnames=("loss_name",))
def update(params, opt_state, x, y, loss_name):
    def loss_fn(p):
        err = predict(p, x) - y
        if loss_name == "huber":
            return jnp.mean(optax.huber_loss(err, delta=15.0))
        return jnp.mean(err ** 2)
    l, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, l
