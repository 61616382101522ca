import numpy as np
import jax
import jax.numpy as jnp

from map_fit import map_estimate


def main():
    rng = np.random.default_rng(0)
    t = jnp.arange(0.0, 15.0)
    for i, tank in enumerate(["T1", "T2", "T3", "T4"]):
        k = rng.uniform(0.1, 0.2)
        sg = 0.995 + 0.09 / (1 + (k * np.arange(15)) ** 2) + rng.normal(0, 5e-4, 15)
        est = map_estimate(jax.random.PRNGKey(i), t, jnp.asarray(sg, jnp.float32))
        print(f"{tank}: k_true {k:.3f}, MAP k {float(est['k']):.3f}")


if __name__ == "__main__":
    main()
