import jax
import jax.numpy as jnp
from projects import PROJECTS, DRAWS
from simulate import feasibility_mc

key = jax.random.PRNGKey(0)
for p in PROJECTS:
    key, sub = jax.random.split(key)
    draws = jnp.zeros(DRAWS[p.risk])
    prob, var5 = feasibility_mc(sub, p.cost, p.units, draws)
    print(f"{p.name:17s} P(profit)={float(prob):.2f} VaR5={float(var5) / 1e6:.1f}M")
