from functools import partial

import jax
import jax.numpy as jnp
import optax


def policy(params, x):
    h = jnp.tanh(x @ params["w1"])
    return h @ params["w2"]


def imitation_loss(params, xs, us):
    return jnp.mean((policy(params, xs) - us) ** 2)


@partial(jax.jit, static_argnames=("optimizer",))
def update(params, opt_state, xs, us, optimizer):
    loss, grads = jax.value_and_grad(imitation_loss)(params, xs, us)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def fit(params, xs, us, lr, wd, steps=3):
    optimizer = optax.adamw(lr, weight_decay=wd)
    opt_state = optimizer.init(params)
    for _ in range(steps):
        params, opt_state, loss = update(params, opt_state, xs, us, optimizer)
    return params, float(loss)
