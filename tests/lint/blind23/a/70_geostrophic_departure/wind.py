import jax
import jax.numpy as jnp


@jax.jit
def geostrophic_departure(fields):
    dpdy, dpdx = jnp.gradient(fields["msl"])
    ug, vg = -dpdy, dpdx
    return jnp.mean(jnp.hypot(fields["u10"] - ug, fields["v10"] - vg))
