import numpy as np
import optax
from flax import nnx

from engine import evaluate, run_epoch
from model import LodgingRiskNet


def canopy_features(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 8)).astype(np.float32)
    y = ((x[:, 0] * 0.9 + x[:, 4] * 0.6 + 0.3 * rng.normal(size=n)) > 0.4).astype(np.float32)
    return x, y


def main():
    xtr, ytr = canopy_features(160, 0)
    xva, yva = canopy_features(48, 1)
    model = LodgingRiskNet(8, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
    loss, acc = evaluate(model, xva, yva)
    print(f"untrained: loss {float(loss):.3f} acc {float(acc):.2f}")
    for epoch in range(3):
        run_epoch(model, optimizer, xtr, ytr)
        loss, acc = evaluate(model, xva, yva)
        print(f"epoch {epoch}: loss {float(loss):.3f} acc {float(acc):.2f}")


if __name__ == "__main__":
    main()
