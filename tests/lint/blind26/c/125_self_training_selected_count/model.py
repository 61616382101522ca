import jax
import jax.numpy as jnp


@jax.jit
def full_batch_fit(w, x, y):
    def lf(w):
        return -jnp.take_along_axis(jax.nn.log_softmax(x @ w), y[:, None], 1).mean()
    for _ in range(20):
        w = w - 0.5 * jax.grad(lf)(w)
    return w


@jax.jit
def predict_proba(w, x):
    return jax.nn.softmax(x @ w)
