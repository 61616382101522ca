import numpy as np
import optax
from flax import nnx

from model import DriftAwareVM, adapt


def main():
    rng = np.random.default_rng(0)
    model = DriftAwareVM(6, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(0.02), wrt=nnx.Param)
    w = rng.normal(size=6).astype(np.float32)
    for lot in range(6):
        x = rng.normal(size=(25, 6)).astype(np.float32)
        y = (x @ w + 0.05 * lot).astype(np.float32)
        loss = adapt(model, optimizer, x, y)
        model.record(f"LOT{lot:03d}")
        print(f"LOT{lot:03d}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
