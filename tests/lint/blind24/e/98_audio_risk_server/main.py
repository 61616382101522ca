import numpy as np
import jax

from model import net
from server import BucketedServer

ARRIVALS = [3, 8, 5, 1, 8, 3, 6]


def main():
    rng = np.random.default_rng(0)
    params = net.init(jax.random.PRNGKey(0), np.zeros((1, 20), np.float32))["params"]
    server = BucketedServer(params)
    rid = 0
    for n in ARRIVALS:
        for _ in range(n):
            server.submit(rid, rng.standard_normal(20).astype(np.float32))
            rid += 1
        print(len(server.tick()), "scored")


if __name__ == "__main__":
    main()
