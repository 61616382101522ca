import jax.numpy as jnp

from archive import iter_archive
from response import deconvolve_instrument

SENSITIVITY = 6.3e8
CORNER_HZ = 0.01


def main():
    for station, trace in iter_archive():
        vel = deconvolve_instrument(jnp.asarray(trace), SENSITIVITY, CORNER_HZ)
        print(station, trace.dtype, f"{float(jnp.max(jnp.abs(vel))):.3e}")


if __name__ == "__main__":
    main()
