import jax.numpy as jnp
import numpy as np

from fit import fit_region

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    t = jnp.arange(30, dtype=jnp.float32) / 30.0
    for region, growth in [("north", 1.2), ("south", 0.8), ("east", 1.5), ("west", 0.5)]:
        cases = jnp.asarray(rng.poisson(5 * np.exp(growth * np.asarray(t))), dtype=jnp.float32)
        theta = fit_region(t, cases)
        print(f"{region:6s} growth estimate {float(theta[1]):.3f} (true {growth})")
