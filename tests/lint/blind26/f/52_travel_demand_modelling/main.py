import jax
import jax.numpy as jnp
from od import zone_od, to_sectors

@jax.jit
def sector_flows(S):
    total = S.sum()
    intra = jnp.trace(S) / total
    prod, attr = S.sum(1) / total, S.sum(0) / total
    return intra, prod, attr

for seed, n in enumerate([18, 25, 18, 30]):
    trips, xy = zone_od(n, seed)
    intra, prod, attr = sector_flows(to_sectors(trips, xy))
    print(n, round(float(intra), 3), jnp.round(prod, 2))
