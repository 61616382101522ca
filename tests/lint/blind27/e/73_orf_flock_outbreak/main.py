import jax.numpy as jnp

from herds import HERDS, herd_args
from model import orf_outbreak

y0 = (jnp.float32(0.98), jnp.float32(0.02), jnp.float32(0.0))
for herd in HERDS:
    infected = orf_outbreak(y0, herd_args(herd))
    print(f"{herd['name']}: peak prevalence {float(infected.max()):.3f}")
