import jax.numpy as jnp
from ode import solve_corridor

SCENARIOS = [("am_peak", 3.0, 120.0), ("pm_peak", 4.0, 140.0), ("full_day", 18.0, 90.0), ("am_peak_b", 3.0, 150.0)]

n0 = jnp.float32(20.0)
for name, hours, demand in SCENARIOS:
    ts = jnp.linspace(0.0, hours, int(hours * 4) + 1)
    ys = solve_corridor(n0, ts, jnp.float32(demand), jnp.float32(160.0))
    print(f"{name:10s} max vehicles {float(ys.max()):.1f}")
