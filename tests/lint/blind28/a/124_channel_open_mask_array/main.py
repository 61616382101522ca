import jax.numpy as jnp
import numpy as np

from allocation import allot_by_mask
from channels import open_mask

CLOSURES = {5: ("gds",), 6: ("gds", "airbnb"), 2: ("airbnb",)}
COMMISSION = jnp.array([0.17, 0.18, 0.0, 0.1, 0.15])


def main():
    rng = np.random.default_rng(0)
    for day in range(14):
        demand = jnp.asarray(rng.uniform(5, 40, 5), jnp.float32)
        alloc = allot_by_mask(jnp.float32(60.0), demand, COMMISSION, open_mask(day, CLOSURES))
        print(day, np.asarray(alloc).astype(int))


if __name__ == "__main__":
    main()
