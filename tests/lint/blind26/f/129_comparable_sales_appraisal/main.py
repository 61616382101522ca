import jax
import jax.numpy as jnp
import numpy as np
from comps import nearest_comps

@jax.jit
def knn_comp_value(subject, comp_feats, comp_prices, dist, adj):
    diff = subject[None, :] - comp_feats
    adjusted = comp_prices * (1.0 + diff @ adj)
    w = 1.0 / (0.1 + dist)
    return jnp.sum(w * adjusted) / jnp.sum(w)

rng = np.random.default_rng(0)
sales_xy = rng.uniform(0, 5, (400, 2))
sales_feats = rng.normal(size=(400, 3)).astype(np.float32)
sales_price = rng.uniform(3e5, 7e5, 400).astype(np.float32)
adj = jnp.array([0.05, 0.02, -0.03])
for subj in range(6):
    idx, dist = nearest_comps(rng.uniform(1, 4, 2), sales_xy)
    value = knn_comp_value(rng.normal(size=3).astype(np.float32), sales_feats[idx], sales_price[idx], dist.astype(np.float32), adj)
    print(subj, round(float(value)))
