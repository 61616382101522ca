import jax
import jax.numpy as jnp

from graves import read_graves

GOODS_WEIGHT = jnp.array([1.0, 2.0, 0.5, 3.0, 1.5, 0.8])


@jax.jit
def burial_score(rec):
    wealth = jnp.dot(rec["grave_goods"], GOODS_WEIGHT)
    east_west = jnp.abs(jnp.cos(jnp.deg2rad(rec["orientation"])))
    return wealth + 0.5 * rec["depth"] + 0.2 * east_west


for gid, rec in read_graves():
    print(gid, round(float(burial_score(rec)), 2))
