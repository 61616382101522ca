import jax.numpy as jnp
import numpy as np

from handler import handle_request


def main():
    rng = np.random.default_rng(0)
    for req in range(5):
        payload = {
            "base_demand": jnp.asarray(rng.uniform(10, 100, 12), jnp.float32),
            "elasticity": jnp.asarray(-rng.uniform(1, 3, 12), jnp.float32),
            "margin": jnp.asarray(rng.uniform(0.2, 0.6, 12), jnp.float32),
        }
        d = handle_request(payload)
        print(req, np.round(np.asarray(d[:4]), 3))


if __name__ == "__main__":
    main()
