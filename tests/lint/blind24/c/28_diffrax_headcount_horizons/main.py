import jax.numpy as jnp
from dynamics import project_headcount
from scenarios import SCENARIOS, monthly_grid

y0 = jnp.array([120.0, 40.0])
for sc in SCENARIOS:
    ts = monthly_grid(sc["years"])
    ys = project_headcount(y0, (sc["hire"], sc["quit"], sc["promo"]), ts)
    print(sc["name"], "end headcount", [round(float(v), 1) for v in ys[-1]])
