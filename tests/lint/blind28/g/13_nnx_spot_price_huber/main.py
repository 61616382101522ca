import numpy as np
import optax
from flax import nnx

from model import PriceNet
from steps import build_steps


def spot_prices(rng, n):
    X = rng.standard_normal((n, 8)).astype(np.float32)
    spikes = (rng.random(n) < 0.03) * rng.uniform(3, 8, n)
    y = (X[:, 0] * 0.8 + X[:, 3] * 0.4 + spikes).astype(np.float32)
    return X, y


def main():
    rng = np.random.default_rng(9)
    Xtr, ytr = spot_prices(rng, 320)
    Xva, yva = spot_prices(rng, 64)
    model = PriceNet(8, 32, nnx.Rngs(params=0, dropout=1))
    opt = nnx.Optimizer(model, optax.adamw(3e-3), wrt=nnx.Param)
    fit_batch, score_batch = build_steps(delta=1.0)
    for epoch in range(4):
        model.train()
        for s in range(0, 320, 32):
            fit_batch(model, opt, Xtr[s:s + 32], ytr[s:s + 32])
        model.eval()
        print(epoch, float(score_batch(model, Xva, yva)))


if __name__ == "__main__":
    main()
