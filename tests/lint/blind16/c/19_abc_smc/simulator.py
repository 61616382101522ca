import jax
import jax.numpy as jnp


def lotka_volterra(theta, n_steps=200, dt=0.02):
    a, b = theta[..., 0], theta[..., 1]

    def body(state, _):
        x, y = state
        dx = a * x - 0.4 * x * y
        dy = -b * y + 0.1 * x * y
        x, y = x + dt * dx, y + dt * dy
        return (x, y), x

    init = (jnp.full_like(a, 10.0), jnp.full_like(a, 5.0))
    _, xs = jax.lax.scan(body, init, None, length=n_steps)
    return xs.T


@jax.jit
def distances(theta, observed):
    sims = lotka_volterra(theta)
    return jnp.sqrt(jnp.mean((sims - observed[None, :]) ** 2, axis=-1))
