import jax.numpy as jnp

from schedules import internal_gains

zone_area = jnp.array([120.0, 85.0, 85.0, 240.0, 60.0])
daily_kwh = jnp.zeros(5)
for day in range(2):
    for hour in range(24):
        daily_kwh = daily_kwh + internal_gains(zone_area, hour)
print(daily_kwh / 2)
