import numpy as np
import jax
import jax.numpy as jnp

from schedule import setpoint_for_hour

R, C = 2.0, 10.0  # K/kW, kWh/K
Q_MAX = 15.0


@jax.jit
def zone_step(t_zone, t_out, setpoint, kp):
    q = jnp.clip(kp * (setpoint - t_zone), 0.0, Q_MAX)
    dT = ((t_out - t_zone) / R + q) / C
    return t_zone + dT, q


t_out_profile = jnp.asarray(2.0 + 4.0 * np.sin(np.linspace(-np.pi / 2, 3 * np.pi / 2, 48)), jnp.float32)
t_zone = jnp.float32(17.0)
heat = 0.0
for hour in range(48):
    sp = setpoint_for_hour(hour)
    t_zone, q = zone_step(t_zone, t_out_profile[hour], sp, 3.0)
    heat += float(q)
print(f"zone temp {float(t_zone):.2f}, heating energy {heat:.1f} kWh")
