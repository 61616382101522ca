import jax
import jax.numpy as jnp


@jax.jit
def equivalent_width(wave, flux, window):
    center, half = window[0], window[1]
    inside = jnp.abs(wave - center) < half
    side = (jnp.abs(wave - center) >= half) & (jnp.abs(wave - center) < 2 * half)
    cont = jnp.sum(flux * side) / jnp.sum(side)
    dw = wave[1] - wave[0]
    return jnp.sum((1 - flux / cont) * inside) * dw
