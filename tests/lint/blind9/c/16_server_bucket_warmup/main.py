import jax
import numpy as np

from model import N_FEATURES, init_params
from server import BUCKETS, IntentServer


def main():
    server = IntentServer(init_params(jax.random.PRNGKey(0)))
    server.warmup()
    rng = np.random.default_rng(0)
    for i in range(8):
        n = int(rng.integers(1, BUCKETS[-1] + 1))
        feats = rng.normal(size=(n, N_FEATURES)).astype(np.float32)
        print("request", i, "rows", n, "->", server.handle(feats)[:6])


if __name__ == "__main__":
    main()
