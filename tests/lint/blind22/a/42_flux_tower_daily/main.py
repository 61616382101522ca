import jax
import jax.numpy as jnp
import numpy as np

from qc import quality_mask


@jax.jit
def daily_net_exchange(readings, mask=None):
    readings = jnp.nan_to_num(readings)
    if mask is None:
        return readings.mean(axis=-1)
    filled = jnp.where(mask > 0, readings, (readings * mask).sum(-1, keepdims=True) / mask.sum(-1, keepdims=True))
    return filled.mean(axis=-1)


def half_hourly(rng, day):
    r = rng.normal(-3.0, 6.0, size=(4, 48)).astype(np.float32)
    if day % 3 == 2:
        r[rng.integers(0, 4), rng.integers(0, 48)] = np.nan
    return r


def main():
    rng = np.random.default_rng(5)
    for day in range(6):
        r = half_hourly(rng, day)
        nee = daily_net_exchange(r, quality_mask(r))
        print(day, np.round(np.asarray(nee), 2))


if __name__ == "__main__":
    main()
