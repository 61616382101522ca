import jax
import jax.numpy as jnp
import numpy as np

from units import read_unit


@jax.jit
def imu_channel_summary(x):
    return jnp.concatenate([jnp.mean(x, 0), jnp.std(x, 0), jnp.max(jnp.abs(x), 0)])


rng = np.random.default_rng(86)
for unit in range(6):
    x, has_mag = read_unit(unit, rng)
    f = imu_channel_summary(x)
    print("unit", unit, "mag" if has_mag else "no mag", "acc std", np.round(np.asarray(f[9:12]), 2))
