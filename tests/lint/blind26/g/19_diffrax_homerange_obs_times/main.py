import numpy as np
import jax.numpy as jnp

from data import collar_fix_times, observed_positions
from model import solve_track

centre = jnp.array([1.0, -0.5])
for animal in range(4):
    ts = collar_fix_times(animal)
    obs = observed_positions(animal, len(ts))
    pred = solve_track(jnp.zeros(2), centre, 0.2, jnp.asarray(ts))
    rmse = float(jnp.sqrt(jnp.mean((pred - obs) ** 2)))
    print(animal, len(ts), f"rmse={rmse:.3f}")
