import numpy as np
import optax
from flax import nnx

from model import ToxNet
from steps import tox_eval_step, tox_train_step

BATCH = 64


def make_split(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 20)).astype(np.float32)
    y = ((x[:, 0] - x[:, 3] + 0.5 * x[:, 7]) > 0).astype(np.float32)
    return x, y


def main():
    x_tr, y_tr = make_split(512, 0)
    x_te, y_te = make_split(200, 1)
    model = ToxNet(20, nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
    for epoch in range(3):
        for s in range(0, len(x_tr), BATCH):
            tox_train_step(model, opt, x_tr[s:s + BATCH], y_tr[s:s + BATCH])
        correct = 0
        for s in range(0, len(x_te), BATCH):
            correct += int(tox_eval_step(model, x_te[s:s + BATCH], y_te[s:s + BATCH]))
        print(f"epoch {epoch}: test accuracy {correct / len(x_te):.3f}")


if __name__ == "__main__":
    main()
