import jax
import numpy as np

from adapt import adapt_step
from serving import get_predictor


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w_in": 0.1 * jax.random.normal(k1, (16, 32)), "w_out": 0.1 * jax.random.normal(k2, (32, 12))}
    for frame in range(5):
        hist = rng.normal(size=(4, 8, 2)).astype(np.float32)
        future = rng.normal(size=(4, 6, 2)).astype(np.float32)
        pred = get_predictor(params)(hist)
        params = adapt_step(params, hist, future)
        print(f"frame {frame} ade {float(np.linalg.norm(np.asarray(pred) - future, axis=-1).mean()):.3f}")


if __name__ == "__main__":
    main()
