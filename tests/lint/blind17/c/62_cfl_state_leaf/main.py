import jax.numpy as jnp

from solver import cfl_timestep, step
from state import ShallowWaterState

x = jnp.linspace(0, 1, 128)
state = ShallowWaterState(10.0 + jnp.exp(-((x - 0.5) ** 2) / 0.005), jnp.zeros(128), 1.0)
t = 0.0
for i in range(6):
    state = ShallowWaterState(state.h, state.u, cfl_timestep(state))
    state = step(state)
    t += state.dt
    print(f"t={t:.1f}s dt={state.dt:.2f} hmax={float(state.h.max()):.4f}")
