import json

import jax
import jax.numpy as jnp
import numpy as np

from api import handle


def main():
    params = {"w": jax.random.normal(jax.random.PRNGKey(0), (4,)), "b": jnp.float32(0.1)}
    rng = np.random.default_rng(0)
    for req in range(5):
        n = int(rng.integers(1, 4))
        body = json.dumps({"features": rng.normal(size=(n, 4)).round(3).tolist()})
        print(handle(params, body))


if __name__ == "__main__":
    main()
