import numpy as np
import jax.numpy as jnp

from lm import LevenbergMarquardt


def main():
    rng = np.random.default_rng(8)
    x = np.linspace(0, 4, 50).astype(np.float32)
    y = (3.0 * np.exp(-1.4 * x) + 0.5 + 0.02 * rng.normal(size=50)).astype(np.float32)
    solver = LevenbergMarquardt(damping=1.0)
    params = solver.run(jnp.array([1.0, 0.5, 0.0]), jnp.asarray(x), jnp.asarray(y))
    print("amplitude, rate, offset:", np.round(np.asarray(params), 3))


if __name__ == "__main__":
    main()
