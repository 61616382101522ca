import jax
import numpy as np

from model import N_FEATURES, IntentMLP
from server import BATCH, IntentServer


def main():
    server = IntentServer(IntentMLP(jax.random.PRNGKey(0)))
    server.warmup()
    rng = np.random.default_rng(0)
    for i in range(6):
        feats = rng.normal(size=(rng.integers(1, BATCH + 1), N_FEATURES)).astype(np.float32)
        print("request", i, server.handle(feats))


if __name__ == "__main__":
    main()
