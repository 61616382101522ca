import jax
import jax.numpy as jnp

COEFFS = dict(c0=-1.2, c1=0.65, c2=-1.35, c3=-0.0035, h=6.0)


@jax.jit
def ln_pga(mag, depth_km, epi_km):
    r = jnp.sqrt(epi_km ** 2 + depth_km ** 2 + COEFFS["h"] ** 2)
    return (COEFFS["c0"] + COEFFS["c1"] * mag + COEFFS["c2"] * jnp.log(r)
            + COEFFS["c3"] * r)
