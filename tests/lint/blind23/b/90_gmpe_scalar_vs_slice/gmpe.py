import jax
import jax.numpy as jnp


@jax.jit
def ln_pga(mag, rjb_km, vs30):
    # simple Boore-Atkinson style functional form
    r = jnp.sqrt(rjb_km[:, None] ** 2 + 4.5 ** 2)
    fm = 1.2 * (mag - 6.0) - 0.1 * (mag - 6.0) ** 2
    fd = (-1.1 + 0.1 * (mag - 4.5)) * jnp.log(r) - 0.003 * r
    fs = -0.6 * jnp.log(vs30[:, None] / 760.0)
    return fm + fd + fs
