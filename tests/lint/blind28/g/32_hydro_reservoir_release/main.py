import numpy as np
import jax.numpy as jnp

from reservoir import Reservoir, release_step


def main():
    res = Reservoir()
    limits = jnp.array([res.max_storage, res.min_storage, res.turbine_max, res.head_coeff], jnp.float32)
    rng = np.random.default_rng(30)
    inflow = rng.gamma(2.0, 12.0, 60).astype(np.float32)
    target = np.full(60, 25.0, np.float32)
    storage = jnp.asarray(300.0, dtype=jnp.float32)
    total = 0.0
    for day in range(60):
        storage, e, spill = release_step(storage, inflow[day], target[day], limits)
        total += float(e)
    print("storage", float(storage), "energy", round(total, 2))


if __name__ == "__main__":
    main()
