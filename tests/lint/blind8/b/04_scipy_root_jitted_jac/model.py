import jax
import jax.numpy as jnp

jax.config.update("jax_enable_x64", True)


def equilibrium_residual(x, k1, k2):
    """Steady state of a two-species reversible reaction network."""
    a, b = x[0], x[1]
    r1 = k1 * a - k2 * b ** 2
    r2 = a + 2.0 * b - 1.0
    return jnp.stack([r1, r2])


residual = jax.jit(equilibrium_residual)
residual_jac = jax.jit(jax.jacfwd(equilibrium_residual))
