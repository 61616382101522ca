import jax
import jax.numpy as jnp

ORDERS = (1, 3, 5)
MEM = 3


def basis(x, k):
    env = jnp.abs(x) ** (k - 1)
    cols = [jnp.roll(x * env, m) for m in range(MEM)]
    return jnp.stack(cols, axis=-1)


def predistort(coeffs, x):
    return sum(basis(x, k) @ c for k, c in zip(ORDERS, coeffs))


def pa(x):
    # Saleh-like memoryless compression with a short memory tail
    y = x / (1 + 0.25 * jnp.abs(x) ** 2)
    return y + 0.05 * jnp.roll(y, 1)


@jax.jit
def ila_update(coeffs, x, mu=0.3):
    y = pa(predistort(coeffs, x))
    def err(c):
        return jnp.mean(jnp.abs(predistort(c, y) - predistort(coeffs, x)) ** 2 + jnp.abs(pa(predistort(c, x)) - x) ** 2)
    g = jax.grad(err)(coeffs)
    return tuple(c - mu * jnp.conj(gc) for c, gc in zip(coeffs, g))
