import itertools

import jax
import jax.numpy as jnp
import optax

optimizer = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=1e-4)


def loss_fn(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


@jax.jit
def fit_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def grid(lrs, wds):
    return list(itertools.product(lrs, wds))
