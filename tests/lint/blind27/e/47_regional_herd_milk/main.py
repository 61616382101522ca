import jax
import jax.numpy as jnp

from data import herd_matrix


def herd_summary(milk, mask):
    n = mask.sum()
    mean = (milk * mask).sum() / n
    sd = jnp.sqrt((((milk - mean) * mask) ** 2).sum() / (n - 1))
    low = ((milk < mean - 1.5 * sd) * mask).sum()
    return mean, sd, low


@jax.jit
def all_herds_summary(milk, mask):
    return jax.vmap(herd_summary)(milk, mask)


regions = {"north": [40, 52, 33, 61], "south": [28, 64, 45, 37], "west": [50, 22, 58, 49]}
for region, sizes in regions.items():
    milk, mask = herd_matrix(sizes, seed=len(region))
    mean, sd, low = all_herds_summary(milk, mask)
    print(region, jnp.round(mean, 1), low.astype(int))
