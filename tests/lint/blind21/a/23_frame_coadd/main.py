import jax
import jax.numpy as jnp

from io_utils import read_night

BIAS = 100.0
GAIN = 1.6


@jax.jit
def accumulate(coadd, weight, frame):
    electrons = (frame - BIAS) * GAIN
    return coadd + electrons, weight + 1.0


if __name__ == "__main__":
    coadd = jnp.zeros((48, 48), jnp.float32)
    weight = jnp.float32(0.0)
    for frame in read_night(6):
        coadd, weight = accumulate(coadd, weight, jnp.asarray(frame))
    print("mean stacked signal", float((coadd / weight).mean()))
