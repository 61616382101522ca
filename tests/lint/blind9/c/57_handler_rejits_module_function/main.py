import jax.numpy as jnp
import numpy as np

from handler import FeedHandler

N_ITEMS, DIM = 1000, 16


def main():
    rng = np.random.default_rng(0)
    params = {"proj": jnp.asarray(rng.normal(size=(DIM, DIM)) * 0.2, dtype=jnp.float32),
              "pop_weight": jnp.float32(0.05)}
    handler = FeedHandler(params, rng.normal(size=(N_ITEMS, DIM)).astype(np.float32),
                          rng.poisson(20, size=N_ITEMS).astype(np.float32))
    for req in range(6):
        user = rng.normal(size=DIM).astype(np.float32)
        cands = rng.choice(N_ITEMS, size=int(rng.integers(20, 50)), replace=False)
        print(f"request {req}: feed {handler(user, cands, k=5)}")


if __name__ == "__main__":
    main()
