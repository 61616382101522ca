import jax.numpy as jnp
import numpy as np

from utils import TIMINGS, timed_jit


@timed_jit
def bullwhip_ratio(orders, demand):
    return jnp.var(orders, axis=1) / jnp.var(demand, axis=1)


def main():
    rng = np.random.default_rng(0)
    for week in range(5):
        demand = jnp.asarray(rng.poisson(20, (4, 26)), jnp.float32)
        orders = demand + jnp.asarray(rng.normal(0, 4, (4, 26)), jnp.float32)
        ratio = bullwhip_ratio(orders, demand)
        print(f"week {week}: bullwhip {np.round(np.asarray(ratio), 2)}")
    print(f"calls timed: {len(TIMINGS['bullwhip_ratio'])}")


if __name__ == "__main__":
    main()
