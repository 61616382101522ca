from functools import partial

import jax
import jax.numpy as jnp
import optax


def init_params(n_factors):
    return {"beta": jnp.zeros(n_factors), "alpha": jnp.zeros(())}


def loss_fn(params, factors, returns):
    pred = factors @ params["beta"] + params["alpha"]
    return jnp.mean((returns - pred) ** 2) + 1e-3 * jnp.sum(params["beta"] ** 2)


@partial(jax.jit, static_argnames=("tx",))
def train_step(params, opt_state, factors, returns, tx):
    loss, grads = jax.value_and_grad(loss_fn)(params, factors, returns)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def fit(params, factors, returns, tx, n_steps):
    opt_state = tx.init(params)
    for _ in range(n_steps):
        params, opt_state, loss = train_step(params, opt_state, factors, returns, tx=tx)
    return params, float(loss)
