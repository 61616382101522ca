import numpy as np
import optax
from flax import nnx

from model import OnlineVAPredictor, online_update


def lab_results(rng, n_days):
    w = np.array([0.05, 0.02, -0.03, 0.01, 0.04], np.float32)
    for _ in range(n_days):
        x = rng.normal(0, 1, (16, 5)).astype(np.float32)
        yield x, (0.4 + x @ w + rng.normal(0, 0.01, 16)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    model = OnlineVAPredictor(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)
    for x, y in lab_results(rng, 6):
        loss = online_update(model, optimizer, x, y)
        model.batches_seen += 1
        print(f"after {model.batches_seen} lab batches: loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
