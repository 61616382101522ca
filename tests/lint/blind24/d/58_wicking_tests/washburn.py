import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def fit_wicking(log_k, times_s, heights_mm, n_steps, lr):
    """Fit h = k * sqrt(t) (Lucas-Washburn) by gradient descent on log k."""
    def loss(lk):
        return jnp.mean((jnp.exp(lk) * jnp.sqrt(times_s) - heights_mm) ** 2)

    def body(i, lk):
        return lk - lr * jax.grad(loss)(lk)
    lk = jax.lax.fori_loop(0, n_steps, body, log_k)
    return lk, loss(lk)
