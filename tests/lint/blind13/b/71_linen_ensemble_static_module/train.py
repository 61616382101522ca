from functools import partial

import jax
import jax.numpy as jnp
import optax

TX = optax.adam(1e-2)


@partial(jax.jit, static_argnums=(0,))
def train_step(model, params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = TX.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def fit_member(model, key, x, y, steps):
    params = model.init(key, x[:1])
    opt_state = TX.init(params)
    for _ in range(steps):
        params, opt_state, loss = train_step(model, params, opt_state, x, y)
    return params, loss
