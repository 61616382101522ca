import jax
import jax.numpy as jnp


def rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1.0 - x[:-1]) ** 2)


@jax.jit
def search_direction(grad, history):
    """Two-loop recursion over the stored (s, y) pairs."""
    q = grad
    alphas = []
    for s, y in reversed(history):
        rho = 1.0 / jnp.dot(y, s)
        a = rho * jnp.dot(s, q)
        q = q - a * y
        alphas.append((a, rho, s, y))
    if history:
        s, y = history[-1]
        gamma = jnp.dot(s, y) / jnp.dot(y, y)
    else:
        gamma = 1.0
    r = gamma * q
    for a, rho, s, y in reversed(alphas):
        b = rho * jnp.dot(y, r)
        r = r + s * (a - b)
    return -r
