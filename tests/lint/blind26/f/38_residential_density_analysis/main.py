import jax
import jax.numpy as jnp
import numpy as np

def area_parcels(area_id, n=120):
    rng = np.random.default_rng(area_id)
    use = rng.choice(4, n, p=[0.55, 0.2, 0.1, 0.15])
    return use, rng.integers(1, 40, n).astype(np.float32), rng.uniform(200, 2000, n).astype(np.float32)

@jax.jit
def weighted_density(units, lot_area, is_res):
    dens = units / (lot_area / 10_000.0)
    w = is_res.astype(jnp.float32)
    mean = jnp.sum(w * dens) / jnp.sum(w)
    top = jnp.max(jnp.where(is_res, dens, -jnp.inf))
    return mean, top

for area in range(6):
    use, units, lot = area_parcels(area)
    is_res = use == 0
    mean_d, top = weighted_density(units, lot, is_res)
    print(area, int(is_res.sum()), round(float(mean_d), 1), round(float(top), 1))
