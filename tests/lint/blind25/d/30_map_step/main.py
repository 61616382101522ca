import jax
import jax.numpy as jnp
from data import appeals_by_court
from model import map_step

theta = {"mu": jnp.array(-0.8), "log_sigma": jnp.array(-1.0), "effects": jnp.zeros(10)}
for name, (outcomes, judges) in appeals_by_court().items():
    th = dict(theta)
    for it in range(20):
        th, ll = map_step(th, outcomes, judges)
    print(name, float(ll), float(th["mu"]))
