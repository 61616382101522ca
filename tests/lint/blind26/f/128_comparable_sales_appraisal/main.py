import jax
import jax.numpy as jnp
import numpy as np
from comps import comps_within

@jax.jit
def comp_adjusted_value(subject, comp_feats, comp_prices, adj):
    diff = subject[None, :] - comp_feats
    adjusted = comp_prices * (1.0 + diff @ adj)
    w = 1.0 / (1.0 + jnp.sum(jnp.abs(diff), axis=1))
    return jnp.sum(w * adjusted) / jnp.sum(w)

rng = np.random.default_rng(0)
sales_xy = rng.uniform(0, 5, (400, 2))
sales_feats = rng.normal(size=(400, 3)).astype(np.float32)
sales_price = rng.uniform(3e5, 7e5, 400).astype(np.float32)
adj = jnp.array([0.05, 0.02, -0.03])
for subj in range(6):
    xy = rng.uniform(1, 4, 2)
    idx = comps_within(xy, sales_xy)
    value = comp_adjusted_value(rng.normal(size=3).astype(np.float32), sales_feats[idx], sales_price[idx], adj)
    print(subj, len(idx), round(float(value)))
