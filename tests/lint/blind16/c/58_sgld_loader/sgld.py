import jax
import jax.numpy as jnp


def log_posterior(w, X, y, n_total, noise=0.1):
    resid = y - X @ w
    ll = -0.5 * jnp.sum(resid**2) / noise**2
    return n_total / X.shape[0] * ll - 0.5 * jnp.sum(w**2)


@jax.jit
def sgld_step(w, X, y, key, step_size, n_total):
    g = jax.grad(log_posterior)(w, X, y, n_total)
    noise = jnp.sqrt(2.0 * step_size) * jax.random.normal(key, w.shape)
    return w + step_size * g + noise
