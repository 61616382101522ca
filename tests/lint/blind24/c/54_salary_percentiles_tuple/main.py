import numpy as np
import jax
import jax.numpy as jnp

REPORTS = {
    "board": (0.25, 0.5, 0.75),
    "comp_committee": (0.1, 0.5, 0.9),
    "recruiting": (0.4, 0.5, 0.6),
}


@jax.jit
def market_positioning(salaries, market, qs):
    ratio = salaries / market
    return [jnp.quantile(ratio, q) for q in qs]


rng = np.random.default_rng(4)
salaries = rng.normal(90000, 12000, 150).astype(np.float32)
market = rng.normal(92000, 8000, 150).astype(np.float32)
for audience, qs in REPORTS.items():
    vals = market_positioning(salaries, market, qs)
    print(audience, [round(float(v), 3) for v in vals])
