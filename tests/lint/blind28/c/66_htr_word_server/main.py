import jax
import numpy as np

from server import WordServer


def arrivals(rng, ticks):
    for _ in range(ticks):
        yield int(rng.poisson(3)) + 1


def main():
    rng = np.random.default_rng(66)
    weights = {"w": jax.random.normal(jax.random.PRNGKey(66), (10 * 30, 50)) * 0.05}
    server = WordServer(weights)
    for tick, n in enumerate(arrivals(rng, 8)):
        for _ in range(n):
            server.enqueue(rng.random((10, 30)).astype(np.float32))
        ids = server.drain()
        print(tick, n, ids.shape[0])


if __name__ == "__main__":
    main()
