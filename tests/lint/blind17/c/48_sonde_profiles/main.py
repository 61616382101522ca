import jax
import jax.numpy as jnp

from soundings import launches


@jax.jit
def mean_lapse_rate(levels):
    p = jnp.stack([lv["p"] for lv in levels])
    t = jnp.stack([lv["t"] for lv in levels])
    z = 44330.0 * (1 - (p / 1013.25) ** 0.19)
    return -jnp.polyfit(z, t, 1)[0] * 1000.0


for i, profile in enumerate(launches(6)):
    print(i, len(profile), float(mean_lapse_rate(profile)))
