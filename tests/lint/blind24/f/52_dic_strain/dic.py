import jax
import jax.numpy as jnp


@jax.jit
def green_lagrange(u, v, spacing, sigma):
    """Strain field from DIC displacement grids with Gaussian pre-smoothing."""
    r = jnp.arange(-3, 4, dtype=jnp.float32)
    k = jnp.exp(-0.5 * (r / sigma) ** 2)
    k = k / k.sum()

    def smooth(f):
        f = jax.vmap(lambda row: jnp.convolve(row, k, mode="same"))(f)
        return jax.vmap(lambda col: jnp.convolve(col, k, mode="same"), in_axes=1, out_axes=1)(f)

    u, v = smooth(u), smooth(v)
    du_dy, du_dx = jnp.gradient(u, spacing)
    dv_dy, dv_dx = jnp.gradient(v, spacing)
    exx = du_dx + 0.5 * (du_dx ** 2 + dv_dx ** 2)
    eyy = dv_dy + 0.5 * (du_dy ** 2 + dv_dy ** 2)
    exy = 0.5 * (du_dy + dv_dx + du_dx * du_dy + dv_dx * dv_dy)
    return exx, eyy, exy
