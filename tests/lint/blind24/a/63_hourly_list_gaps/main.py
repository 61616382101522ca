import numpy as np
import jax
import jax.numpy as jnp
from station import read_day


@jax.jit
def pasture_heat_load(temp_c, rh):
    t, h = jnp.asarray(temp_c), jnp.asarray(rh)
    thi = 1.8 * t + 32 - (0.55 - 0.0055 * h) * (1.8 * t - 26)
    return jnp.mean(thi > 72.0), jnp.max(thi)


rng = np.random.default_rng(51)
for day in range(6):
    temps, rh = read_day(rng, day)
    frac, peak = pasture_heat_load(temps, rh)
    print(f"day {day}: {len(temps)} readings, hours above THI 72 {float(frac):.2f}, peak {float(peak):.1f}")
