from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("wavelengths",))
def colour_intensity(absorbance, wavelengths):
    wl = np.asarray(wavelengths)
    i420, i520, i620 = (int(np.argmin(np.abs(wl - t))) for t in (420.0, 520.0, 620.0))
    return absorbance[i420] + absorbance[i520] + absorbance[i620], absorbance[i420] / absorbance[i520]
