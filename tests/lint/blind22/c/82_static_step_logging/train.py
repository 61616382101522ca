import functools

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(5e-3)
LOG_EVERY = 3


def ridge_loss(w, x, y):
    return ((x @ w - y) ** 2).mean() + 1e-3 * (w ** 2).sum()


@functools.partial(jax.jit, static_argnames=("step",))
def train_step(w, opt_state, x, y, step):
    loss, g = jax.value_and_grad(ridge_loss)(w, x, y)
    updates, opt_state = tx.update(g, opt_state, w)
    if step % LOG_EVERY == 0:
        jax.debug.print("step {s} loss {l:.4f} |g| {n:.4f}", s=step, l=loss, n=optax.global_norm(g))
    return optax.apply_updates(w, updates), opt_state, loss
