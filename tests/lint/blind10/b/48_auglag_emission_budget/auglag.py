import jax
import jax.numpy as jnp


def objective(x, K, y):
    return 0.5 * jnp.sum((K @ x - y) ** 2) + 1e-3 * jnp.sum(jnp.diff(x) ** 2)


def budget(x, total):
    return jnp.sum(x) - total


@jax.jit
def outer_iteration(x, lam, mu, K, y, total):
    def lagrangian(z):
        c = budget(z, total)
        return objective(z, K, y) + lam * c + 0.5 * mu * c**2

    g = jax.grad(lagrangian)
    x = jax.lax.fori_loop(0, 40, lambda _, z: jnp.maximum(z - 0.005 * g(z), 0.0), x)
    c = budget(x, total)
    return x, lam + mu * c, jnp.minimum(mu * 1.5, 50.0), c
