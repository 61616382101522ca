import jax.numpy as jnp

from kinetics import simulate_uptake
from lab import runs

for name, t, measured in runs():
    pred = simulate_uptake(jnp.float32(0.003), jnp.float32(32.0), t)
    rmse = float(jnp.sqrt(jnp.mean((pred - measured) ** 2)))
    print(f"{name}: rmse {rmse:.2f} mg/g")
