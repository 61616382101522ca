import jax.numpy as jnp
import numpy as np

from update import online_update


def main():
    rng = np.random.default_rng(0)
    params = jnp.zeros(3)
    true_w = np.array([1.0, -0.5, 2.0], dtype=np.float32)
    for step in range(5):
        x = rng.normal(size=(16, 3)).astype(np.float32)
        params = online_update(params, (x, x @ true_w), step, 1.0)
    print(np.asarray(params).round(3))


if __name__ == "__main__":
    main()
