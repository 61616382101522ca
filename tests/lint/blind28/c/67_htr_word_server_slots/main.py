import jax
import numpy as np

from server import WordServer


def main():
    rng = np.random.default_rng(66)
    weights = {"w": jax.random.normal(jax.random.PRNGKey(66), (10 * 30, 50)) * 0.05}
    server = WordServer(weights)
    for tick in range(8):
        n = int(rng.poisson(3)) + 1
        for _ in range(n):
            server.enqueue(rng.random((10, 30)).astype(np.float32))
        ids = server.drain()
        print(tick, n, np.asarray(ids).tolist())


if __name__ == "__main__":
    main()
