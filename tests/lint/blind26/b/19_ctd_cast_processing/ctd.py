import jax
import jax.numpy as jnp


@jax.jit
def practical_salinity(cond_ratio, temp, pressure):
    # simplified PSS-78 (no pressure correction term beyond first order)
    a = jnp.array([0.0080, -0.1692, 25.3851, 14.0941, -7.0261, 2.7081])
    b = jnp.array([0.0005, -0.0056, -0.0066, -0.0375, 0.0636, -0.0144])
    rt = cond_ratio / (1 + 3.2e-5 * pressure)
    r = jnp.sqrt(jnp.clip(rt, 1e-6))
    powers = r[..., None] ** jnp.arange(6)
    dt = temp - 15.0
    return powers @ a + dt / (1 + 0.0162 * dt) * (powers @ b)
