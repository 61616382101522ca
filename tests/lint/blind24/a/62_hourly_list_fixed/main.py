import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def daily_thi_load(hourly_temp_c, hourly_rh):
    t = jnp.stack(hourly_temp_c)
    rh = jnp.stack(hourly_rh)
    thi = 1.8 * t + 32 - (0.55 - 0.0055 * rh) * (1.8 * t - 26)
    return jnp.sum(jnp.clip(thi - 68.0, 0.0)), jnp.max(thi)


# barn weather station: 24 hourly readings per day, read into Python lists
rng = np.random.default_rng(50)
for day in range(5):
    temps = [float(22 + 8 * np.sin((h - 9) / 24 * 2 * np.pi) + rng.normal(0, 1)) for h in range(24)]
    rh = [float(np.clip(70 - 20 * np.sin((h - 9) / 24 * 2 * np.pi) + rng.normal(0, 3), 20, 100)) for h in range(24)]
    load, peak = daily_thi_load(temps, rh)
    print(f"day {day}: heat load {float(load):.1f} THI-h, peak THI {float(peak):.1f}")
