import numpy as np
import jax.numpy as jnp

from sweep import make_sweep


def flight_test_points(seed):
    rng = np.random.default_rng(seed)
    cl = rng.uniform(0.1, 1.2, 80)
    cd = 0.024 + 0.048 * cl ** 2 + rng.normal(0, 5e-4, 80)
    return jnp.asarray(cl, jnp.float32), jnp.asarray(cd, jnp.float32)


def main():
    sweep_lrs = make_sweep(200)
    lrs = jnp.array([1e-4, 3e-4, 1e-3, 3e-3, 1e-2])
    for flight in range(4):
        cl, cd = flight_test_points(flight)
        params, losses = sweep_lrs(lrs, cl, cd)
        best = int(jnp.argmin(losses))
        print(flight, float(lrs[best]), np.round(np.asarray(params[best]), 4))


if __name__ == "__main__":
    main()
