import calendar

import jax
import jax.numpy as jnp
import numpy as np

DAYS = 366


def daily_climate(year):
    n = 366 if calendar.isleap(year) else 365
    rng = np.random.default_rng(year)
    doy = np.arange(n)
    precip = rng.gamma(0.5, 5.0, n).astype(np.float32)
    pet = (2.5 + 2.0 * np.sin(2 * np.pi * (doy - 100) / n)).astype(np.float32)
    valid = np.ones(DAYS, np.float32)
    valid[n:] = 0.0
    return np.pad(precip, (0, DAYS - n)), np.pad(pet, (0, DAYS - n)), valid


@jax.jit
def soil_bucket_year(precip, pet, valid, capacity, sm0):
    def day(sm, forc):
        p, e, v = forc
        aet = jnp.minimum(e, sm * e / capacity + p) * v
        sm_new = sm + p - aet
        surplus = jnp.maximum(sm_new - capacity, 0.0)
        return jnp.minimum(sm_new, capacity), (aet, surplus)

    sm, (aet, surplus) = jax.lax.scan(day, sm0, (precip, pet, valid))
    return sm, aet.sum(), surplus.sum()


def main():
    sm = jnp.float32(100.0)
    for year in range(2010, 2022):
        p, e, v = daily_climate(year)
        sm, aet, surplus = soil_bucket_year(p, e, v, 150.0, sm)
        print(year, f"AET={float(aet):7.1f} surplus={float(surplus):7.1f}")


if __name__ == "__main__":
    main()
