from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from network import ALL_LINES, lines_in_service


@partial(jax.jit, static_argnames=("active",))
def balance_load(demand, capacity, active):
    idx = jnp.array([ALL_LINES.index(l) for l in active])
    d = demand[:, idx]
    c = capacity[idx]
    share = d.sum(0) / d.sum()
    return jnp.max(share * d.sum() / c)


def main():
    rng = np.random.default_rng(0)
    capacity = jnp.array([1800.0, 1500.0, 1200.0, 1600.0, 900.0])
    for day in range(1, 7):
        demand = rng.uniform(100, 400, (24, 5)).astype(np.float32)
        util = balance_load(demand, capacity, active=lines_in_service(day))
        print(day, lines_in_service(day), f"{float(util):.2f}")


if __name__ == "__main__":
    main()
