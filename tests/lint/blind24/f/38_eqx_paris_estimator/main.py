import numpy as np
import jax.numpy as jnp

from estimator import ParisEstimator, robbins_monro_update


def inspection_batch(k, rng, n=20):
    dK = rng.uniform(8, 40, n)
    dadN = 2.0e-12 * dK ** 3.1 * np.exp(rng.normal(0, 0.2, n))
    return jnp.asarray((dK).astype(np.float32)), jnp.asarray((dadN * 1e9).astype(np.float32))


def main():
    rng = np.random.default_rng(0)
    est = ParisEstimator(log_C=jnp.array(-7.0), m=jnp.array(2.5))
    for k in range(10):
        dK, dadN = inspection_batch(k, rng)
        est = robbins_monro_update(est, dK, dadN)
        print(f"inspection {k}: m={float(est.m):.3f} C={float(jnp.exp(est.log_C)):.3e} (nm/cycle)")


if __name__ == "__main__":
    main()
