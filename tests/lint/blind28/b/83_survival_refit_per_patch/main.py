import jax.numpy as jnp
import numpy as np

from fit import fit_patch


def main():
    rng = np.random.default_rng(0)
    w = jnp.zeros(6)
    for patch in ["13.1", "13.2", "13.3", "13.4"]:
        x = rng.normal(size=(150, 6)).astype(np.float32)
        t = rng.uniform(1, 25, 150).astype(np.float32)
        w = fit_patch(x, t, w)
        print(patch, np.round(np.asarray(w), 3))


if __name__ == "__main__":
    main()
