import jax
import jax.numpy as jnp


@jax.jit
def stack_reflectance(thicknesses, indices, wavelengths):
    """Normal-incidence transfer-matrix reflectance of a film stack on Si."""
    n_sub = 3.88 + 0.02j
    M11 = jnp.ones_like(wavelengths, dtype=jnp.complex64)
    M12 = jnp.zeros_like(M11)
    M21 = jnp.zeros_like(M11)
    M22 = jnp.ones_like(M11)
    for d, n in zip(thicknesses, indices):
        delta = 2 * jnp.pi * n * d / wavelengths
        c, s = jnp.cos(delta), jnp.sin(delta)
        a11, a12, a21, a22 = c, 1j * s / n, 1j * n * s, c
        M11, M12, M21, M22 = (M11 * a11 + M12 * a21, M11 * a12 + M12 * a22,
                              M21 * a11 + M22 * a21, M21 * a12 + M22 * a22)
    num = M11 + M12 * n_sub - (M21 + M22 * n_sub)
    den = M11 + M12 * n_sub + (M21 + M22 * n_sub)
    return jnp.abs(num / den) ** 2
