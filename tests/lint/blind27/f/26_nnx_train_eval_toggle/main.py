import numpy as np
import optax
from flax import nnx

from model import FragNet
from train import train_step, eval_step


def main():
    rng = np.random.default_rng(6)
    X = rng.normal(size=(384, 8)).astype(np.float32)
    y = (0.3 * X[:, 0] - 0.2 * X[:, 2] + 0.1 * X[:, 5] ** 2).astype(np.float32)
    Xtr, ytr, Xva, yva = X[:320], y[:320], X[320:], y[320:]
    model = FragNet(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
    for epoch in range(5):
        model.train()
        for b in range(0, 320, 64):
            train_step(model, optimizer, Xtr[b:b + 64], ytr[b:b + 64])
        model.eval()
        print(f"epoch {epoch} val mse {float(eval_step(model, Xva, yva)):.4f}")


if __name__ == "__main__":
    main()
