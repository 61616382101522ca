import numpy as np
import jax
import jax.numpy as jnp

CENTERS = np.array([60.0, 250.0, 1000.0, 4000.0, 12000.0], np.float32)


@jax.jit
def graphic_eq(spectrum, freqs, gains_db, q):
    logf = jnp.log2(jnp.maximum(freqs, 1.0))[:, None]
    bumps = jnp.exp(-0.5 * ((logf - jnp.log2(CENTERS)) * q) ** 2)
    curve_db = bumps @ gains_db
    return spectrum * 10.0 ** (curve_db / 20.0)


def prepare(preset):
    return jnp.asarray(preset["gains_db"], dtype=jnp.float32), float(preset["q"])
