import jax
import numpy as np

from model import init
from server import SentimentServer


def main():
    server = SentimentServer(init(jax.random.PRNGKey(0)))
    server.warmup()
    rng = np.random.default_rng(0)
    for i in range(5):
        reqs = [rng.integers(1, 100, size=rng.integers(3, 20)).tolist() for _ in range(rng.integers(1, 5))]
        print(f"batch {i}: {server.predict(reqs)}")


if __name__ == "__main__":
    main()
