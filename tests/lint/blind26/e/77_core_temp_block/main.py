import jax.numpy as jnp

from thermo import core_temp_block

plan = [("warm-up", 15, 400.0, 28.0), ("intervals", 40, 900.0, 31.0), ("tempo", 25, 700.0, 31.0), ("cool-down", 10, 300.0, 29.0)]
T = jnp.asarray(37.0, dtype=jnp.float32)
for name, minutes, met, amb in plan:
    temps = core_temp_block(T, (met, amb, 0.05), minutes * 60.0)
    T = temps[-1]
    print(f"{name:10s} end core temp {float(T):.2f} C, peak {float(temps.max()):.2f} C")
