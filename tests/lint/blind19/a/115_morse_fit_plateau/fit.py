import jax
import jax.numpy as jnp
import optax


def morse(params, r):
    d, a, r0 = params["D"], params["a"], params["r0"]
    return d * (1.0 - jnp.exp(-a * (r - r0))) ** 2 - d


def loss_fn(params, r, e):
    return jnp.mean((morse(params, r) - e) ** 2)


optimizer = optax.inject_hyperparams(optax.adam)(learning_rate=0.05)


@jax.jit
def fit_step(params, opt_state, r, e):
    loss, grads = jax.value_and_grad(loss_fn)(params, r, e)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
