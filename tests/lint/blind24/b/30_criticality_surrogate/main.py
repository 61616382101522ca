import numpy as np
import optax
from flax import nnx

from model import KeffSurrogate
from steps import eval_step, train_step


def rack_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, (n, 4)).astype(np.float32)
    k = 0.93 + 0.03 * x[:, 0] - 0.02 * x[:, 1] - 0.015 * x[:, 2] + 0.01 * x[:, 3] * x[:, 0]
    return x, k.astype(np.float32)


def main():
    xtr, ytr = rack_data(256, 0)
    xva, yva = rack_data(128, 1)
    model = KeffSurrogate(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.train()
        for s in range(0, 256, 32):
            train_step(model, optimizer, xtr[s:s + 32], ytr[s:s + 32])
        model.eval()
        print(f"epoch {epoch}: validation RMSE {float(eval_step(model, xva, yva)):.0f} pcm")


if __name__ == "__main__":
    main()
