import jax
import jax.numpy as jnp


@jax.jit
def damage_index(baseline, current, gate):
    """Correlation-coefficient damage index of Lamb-wave signals inside a time gate."""
    b = baseline * gate
    c = current * gate
    b = b - b.mean(axis=-1, keepdims=True)
    c = c - c.mean(axis=-1, keepdims=True)
    rho = jnp.sum(b * c, axis=-1) / jnp.sqrt(jnp.sum(b ** 2, axis=-1) * jnp.sum(c ** 2, axis=-1))
    return 1.0 - rho
