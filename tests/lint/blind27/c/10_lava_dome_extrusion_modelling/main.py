import jax.numpy as jnp

from model import extrusion_history

for q_in in [0.5, 0.75, 1.0]:
    for tau in [2.0, 4.0]:
        dome = extrusion_history(jnp.float32(q_in), jnp.float32(tau))
        print(q_in, tau, round(float(dome[-1]), 3))
