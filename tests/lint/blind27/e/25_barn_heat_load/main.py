import jax
import jax.numpy as jnp

from weather import barn_readings, alert_threshold


@jax.jit
def heat_load(temp, rh, threshold):
    thi = (1.8 * temp + 32) - (0.55 - 0.0055 * rh) * (1.8 * temp - 26)
    hours_over = jnp.sum(thi > threshold) / 4.0
    return thi, hours_over


history = []
for day, temp, rh in barn_readings():
    thr = alert_threshold(history)
    thi, hours = heat_load(temp, rh, thr)
    history.append(jax.device_get(thi))
    print(f"day {day}: threshold {float(thr):.1f}, {float(hours):.2f} h above")
