import jax
import jax.numpy as jnp
import numpy as np

from zones import elevation_over_rest


@jax.jit
def training_load(hr, elevation, hr_max):
    reserve = (hr - (hr_max * 0.5)) / (hr_max * 0.5)
    trimp = jnp.sum(jnp.clip(reserve, 0.0, 1.0) * jnp.exp(1.92 * jnp.clip(reserve, 0.0, 1.0))) / 60.0
    return trimp * (1.0 + 0.01 * elevation)


def sessions(seed=0):
    rng = np.random.default_rng(seed)
    levels = [55, 120, 140, 58, 150, 60]  # includes desk sessions near resting HR
    for lvl in levels:
        yield (lvl + 3 * rng.standard_normal(600)).astype(np.float32)


def main():
    resting, hr_max = 62.0, 188.0
    for hr in sessions():
        elev = elevation_over_rest(hr, resting)
        print(round(float(training_load(hr, elev, hr_max)), 3))


if __name__ == "__main__":
    main()
