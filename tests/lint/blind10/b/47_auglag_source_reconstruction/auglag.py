import jax
import jax.numpy as jnp


def objective(x, A, b):
    return 0.5 * jnp.sum((A @ x - b) ** 2)


def constraint(x):
    # total mass of the reconstructed source must equal 1
    return jnp.sum(x) - 1.0


@jax.jit
def outer_iteration(x, lam, mu, A, b):
    def lagrangian(z):
        c = constraint(z)
        return objective(z, A, b) + lam * c + 0.5 * mu * c**2

    g = jax.grad(lagrangian)

    def inner(_, z):
        return jnp.maximum(z - 0.01 * g(z), 0.0)

    x = jax.lax.fori_loop(0, 50, inner, x)
    c = constraint(x)
    lam = lam + mu * c
    mu = jnp.where(jnp.abs(c) > 1e-3, mu * 2.0, mu)
    return x, lam, mu, c
