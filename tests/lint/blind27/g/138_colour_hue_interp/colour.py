import jax
import jax.numpy as jnp


@jax.jit
def hue_and_intensity(absorbance, wavelengths):
    def at(target):
        return jnp.interp(target, wavelengths, absorbance)

    a420, a520, a620 = at(420.0), at(520.0), at(620.0)
    return a420 + a520 + a620, a420 / a520
