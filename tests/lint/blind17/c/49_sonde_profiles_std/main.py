import jax
import jax.numpy as jnp
import numpy as np

from soundings import launches

STANDARD_LEVELS = np.array([925.0, 850.0, 700.0, 500.0, 400.0, 300.0, 250.0])


def to_standard_levels(profile):
    p = np.array([lv["p"] for lv in profile])
    t = np.array([lv["t"] for lv in profile])
    t_std = np.interp(np.log(STANDARD_LEVELS), np.log(p[::-1]), t[::-1])
    return STANDARD_LEVELS.astype(np.float32), t_std.astype(np.float32)


@jax.jit
def mean_lapse_rate(p, t):
    z = 44330.0 * (1 - (p / 1013.25) ** 0.19)
    return -jnp.polyfit(z, t, 1)[0] * 1000.0


for i, profile in enumerate(launches(6)):
    p, t = to_standard_levels(profile)
    print(i, len(profile), float(mean_lapse_rate(p, t)))
