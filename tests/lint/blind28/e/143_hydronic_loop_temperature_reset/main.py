import jax.numpy as jnp

from modes import season_from_bms, season_from_calendar
from plant import loop_supply_temp

bms_points = {1: "Heating ", 2: "HEATING", 3: "heating"}
for month in range(1, 4):
    for day in range(3):
        t_out = jnp.float32(2.0 + day)
        s = season_from_bms(bms_points[month]) if day == 0 else season_from_calendar(month)
        print(month, day, round(float(loop_supply_temp(t_out, season=s)), 1))
