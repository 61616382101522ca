import jax.numpy as jnp
import numpy as np

from thermo import simulate_core_temp

# session plan: (name, minutes, metabolic load W, ambient C)
plan = [("warm-up", 15, 400.0, 28.0), ("intervals", 40, 900.0, 31.0), ("tempo", 25, 700.0, 31.0), ("cool-down", 10, 300.0, 29.0)]
T = jnp.array(37.0)
for name, minutes, met, amb in plan:
    ts = jnp.arange(0.0, minutes * 60.0 + 1.0, 60.0)
    temps = simulate_core_temp(T, (met, amb, 0.05), ts)
    T = temps[-1]
    print(f"{name:10s} end core temp {float(T):.2f} C, peak {float(temps.max()):.2f} C")
