import numpy as np
import jax
import jax.numpy as jnp

R, C = 2.5, 8.0
Q_MAX = 12.0

SETPOINTS = {"night": 16, "warmup": 19.5, "occupied": 21, "setback": 18.5}
PERIODS = ["night"] * 6 + ["warmup"] * 2 + ["occupied"] * 10 + ["setback"] * 2 + ["night"] * 4
SCHEDULE = jnp.array([SETPOINTS[p] for p in PERIODS], dtype=jnp.float32)


@jax.jit
def zone_step(t_zone, t_out, setpoint, kp):
    q = jnp.clip(kp * (setpoint - t_zone), 0.0, Q_MAX)
    return t_zone + ((t_out - t_zone) / R + q) / C, q


def run_day(t_out, t0, kp):
    t_zone = t0
    heat = []
    for hour in range(24):
        t_zone, q = zone_step(t_zone, t_out[hour], SCHEDULE[hour], kp)
        heat.append(q)
    return t_zone, jnp.stack(heat)


t_out = jnp.asarray(1.0 + 5.0 * np.sin(np.linspace(-np.pi / 2, 3 * np.pi / 2, 24)), jnp.float32)
for kp in (1.5, 3.0, 4.5):
    t_end, heat = run_day(t_out, jnp.float32(17.0), kp)
    print(kp, float(t_end), float(heat.sum()))
