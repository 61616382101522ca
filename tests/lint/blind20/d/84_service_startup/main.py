import jax
import jax.numpy as jnp
import numpy as np

from server import SearchServer

DIM = 16


@jax.jit
def search(index, queries):
    return jax.lax.top_k(queries @ index.T, 3)[1]


def main():
    rng = np.random.default_rng(0)
    index = jnp.asarray(rng.normal(size=(100, DIM)).astype(np.float32))
    server = SearchServer(search, index, DIM)
    server.warmup()
    for n in [3, 8, 5, 1]:
        print(server.handle(rng.normal(size=(n, DIM)).astype(np.float32)).shape)


if __name__ == "__main__":
    main()
