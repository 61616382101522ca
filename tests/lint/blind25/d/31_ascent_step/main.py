import jax.numpy as jnp
from data import appeals_by_court
from model import ascent_step

for name, outcomes, judges, mask in appeals_by_court():
    th = {"mu": jnp.array(-0.8), "log_sigma": jnp.array(-1.0), "effects": jnp.zeros(10)}
    for it in range(20):
        th, ll = ascent_step(th, outcomes, judges, mask)
    print(name, float(ll))
