import jax
import jax.numpy as jnp
import numpy as np

from calendar_utils import daily_series, to_noleap


@jax.jit
def smoothed_anomaly(data, clim):
    anom = data - clim
    kernel = jnp.ones(31) / 31.0
    return jax.vmap(lambda s: jnp.convolve(s, kernel, mode="same"), in_axes=1, out_axes=1)(anom)


def main():
    years = list(range(1990, 2000))
    stack = np.stack([to_noleap(y, daily_series(y)) for y in years])
    clim = stack.mean(axis=0)
    for y, data in zip(years, stack):
        sm = smoothed_anomaly(data, clim)
        print(y, float(jnp.abs(sm).max()))


if __name__ == "__main__":
    main()
