import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def fit_step(w, opt_state, x, y):
    l, g = jax.value_and_grad(loss_fn)(w, x, y)
    u, opt_state = tx.update(g, opt_state, w)
    return optax.apply_updates(w, u), opt_state, l


@jax.jit
def val_loss(w, x, y):
    return loss_fn(w, x, y)
