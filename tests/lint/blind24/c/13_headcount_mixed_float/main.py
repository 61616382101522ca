import numpy as np
import jax
import jax.numpy as jnp


def read_region(region, seed):
    rng = np.random.default_rng(seed)
    hires = rng.poisson(4, size=24)
    exits = rng.poisson(3, size=24)
    if region in ("emea", "apac"):
        return hires.astype(np.float64), exits.astype(np.float64)
    return hires.astype(np.float32), exits.astype(np.float32)


@jax.jit
def net_headcount(start, hires, exits):
    flow = hires - exits
    path = start + jnp.cumsum(flow)
    turnover = exits.sum() / jnp.maximum(path.mean(), 1.0)
    return path, turnover


for i, region in enumerate(["amer", "emea", "apac", "latam"]):
    hires, exits = read_region(region, i)
    path, turnover = net_headcount(jnp.float32(120.0), hires, exits)
    print(region, float(path[-1]), round(float(turnover), 3))
