import numpy as np
import jax
import jax.numpy as jnp

from sources import manual_readings, trend_readings


@jax.jit
def stratification_index(temps):
    return (temps.max() - temps.min()) / jnp.mean(temps)


def as_vector(readings):
    return np.asarray(readings, dtype=np.float32)


rng = np.random.default_rng(4)
for visit in range(6):
    temps = manual_readings() if visit % 3 == 0 else trend_readings(rng)
    print(visit, round(float(stratification_index(as_vector(temps))), 4))
