import jax
import jax.numpy as jnp
import numpy as np


def load_climatology(rng):
    doy = np.arange(365)[:, None]
    return (10 + 8 * np.sin(2 * np.pi * (doy - 110) / 365) + rng.normal(0, 0.2, (365, 16))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    clim = jnp.asarray(load_climatology(rng))
    thresholds = clim + 5.0

    @jax.jit
    def warm_spell_flags(tmax_year):
        exceed = tmax_year > thresholds

        def count(c, e):
            c = (c + 1) * e
            return c, c

        _, run = jax.lax.scan(count, jnp.zeros(exceed.shape[1], jnp.int32), exceed.astype(jnp.int32))
        return (run >= 6).any(axis=0)

    for year in range(2010, 2020):
        tmax = np.asarray(clim) + rng.normal(1.0, 3.0, clim.shape).astype(np.float32)
        flags = warm_spell_flags(tmax)
        print(year, int(flags.sum()))


if __name__ == "__main__":
    main()
