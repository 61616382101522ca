import numpy as np
import optax
from flax import nnx

from model import DischargeNet
from steps import eval_on_set, train_on_batch


def main():
    rng = np.random.default_rng(5)
    x = rng.normal(size=(320, 7)).astype(np.float32)
    y = (np.abs(x[:, 0]) + 0.5 * x[:, 1] ** 2).astype(np.float32)
    xtr, ytr, xte, yte = x[:256], y[:256], x[256:], y[256:]
    model = DischargeNet(7, nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.train()
        for i in range(0, 256, 32):
            train_on_batch(model, opt, xtr[i:i + 32], ytr[i:i + 32])
        model.eval()
        print(f"epoch {epoch}: test RMSE {float(eval_on_set(model, xte, yte)):.4f}")


if __name__ == "__main__":
    main()
