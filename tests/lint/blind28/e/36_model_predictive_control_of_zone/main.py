import numpy as np
import jax.numpy as jnp

from forecast import forecast_window
from mpc import plan_heating, R, C

t_out = (2 + 4 * np.sin(np.linspace(-np.pi / 2, 3 * np.pi / 2, 24))).astype(np.float32)
price = (0.1 + 0.15 * ((np.arange(24) >= 16) & (np.arange(24) < 20))).astype(np.float32)

t = 19.0
for hour in range(24):
    q = plan_heating(jnp.float32(t), forecast_window(t_out, hour), forecast_window(price, hour))
    q0 = float(q[0])
    t = t + ((t_out[hour] - t) / R + q0) / C
    print(hour, round(q0, 2), round(float(t), 2))
