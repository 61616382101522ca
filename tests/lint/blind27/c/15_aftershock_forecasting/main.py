import jax.numpy as jnp

from likelihood import omori_log_post
from sequences import aftershock_sequences

theta_grid = [jnp.array([lk, -2.0, p]) for lk in (3.0, 4.0, 5.0) for p in (0.9, 1.1, 1.3)]
for name, times in aftershock_sequences().items():
    scores = [float(omori_log_post(th, times, 30.0)) for th in theta_grid]
    best = max(range(len(scores)), key=scores.__getitem__)
    print(name, len(times), theta_grid[best].tolist())
