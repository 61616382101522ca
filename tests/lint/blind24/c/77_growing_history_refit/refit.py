import jax
import jax.numpy as jnp


@jax.jit
def ninety_day_success_fit(w, x, y):
    def loss(w):
        z = x @ w[:-1] + w[-1]
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z) + 1e-3 * jnp.sum(w ** 2)
    for _ in range(10):
        w = w - 0.5 * jax.grad(loss)(w)
    return w
