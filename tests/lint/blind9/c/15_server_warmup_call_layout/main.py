import jax
import numpy as np

from model import N_FEATURES, init_params
from server import BATCH, IntentServer


def main():
    server = IntentServer(init_params(jax.random.PRNGKey(0)))
    server.warmup()
    rng = np.random.default_rng(0)
    for i in range(5):
        feats = rng.normal(size=(rng.integers(1, BATCH + 1), N_FEATURES)).astype(np.float32)
        print("request", i, server.handle(feats))
    # nightly backfill over a full batch
    backfill = rng.normal(size=(BATCH, N_FEATURES)).astype(np.float32)
    print("backfill", server.handle_offline(backfill))


if __name__ == "__main__":
    main()
