import jax.numpy as jnp
from foodweb import make_field, solve_foodweb

scenarios = {"baseline": (0.6, 0.02, 0.4, 0.01), "warm": (0.7, 0.02, 0.45, 0.01), "fished_pred": (0.6, 0.02, 0.6, 0.01)}
for name, rates in scenarios.items():
    ys = solve_foodweb(make_field(*rates), jnp.array([40.0, 9.0]))
    print(name, "prey min/max", round(float(ys[:, 0].min()), 1), round(float(ys[:, 0].max()), 1))
