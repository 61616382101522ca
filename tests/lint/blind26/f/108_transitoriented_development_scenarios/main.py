import jax
import jax.numpy as jnp
import numpy as np
from scenarios import scenario_matrix

@jax.jit
def tod_uplift(parcel_xy, parcel_value, station_pos, station_mask):
    def one(pos, mask):
        d = jnp.linalg.norm(parcel_xy[:, None, :] - pos[None], axis=-1)
        d = jnp.where(mask[None, :] > 0, d, jnp.inf)
        return jnp.sum(parcel_value * 0.15 * jnp.exp(-d.min(axis=1) / 0.8))
    return jax.vmap(one)(station_pos, station_mask)

rng = np.random.default_rng(0)
parcel_xy = rng.uniform(0, 10, (300, 2)).astype(np.float32)
parcel_value = rng.uniform(2e5, 8e5, 300).astype(np.float32)
plans = [[(2, 2), (5, 5)], [(1, 8), (4, 6), (7, 3), (9, 9)], [(5, 5)]]
for year in range(3):
    pos, mask = scenario_matrix([[(x + 0.2 * year, y) for x, y in p] for p in plans])
    print(year, np.round(np.asarray(tod_uplift(parcel_xy, parcel_value, pos, mask)) / 1e6, 2))
