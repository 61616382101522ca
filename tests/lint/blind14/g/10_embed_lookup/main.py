import jax.numpy as jnp
import numpy as np

from service import EmbeddingService


def main():
    svc = EmbeddingService(jnp.arange(40.0).reshape(10, 4))
    rng = np.random.default_rng(0)
    for _ in range(4):
        ids = jnp.asarray(rng.integers(0, 10, size=3))
        print(svc.lookup(ids))


if __name__ == "__main__":
    main()
