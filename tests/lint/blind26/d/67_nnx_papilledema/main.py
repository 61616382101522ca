import numpy as np
import optax
from flax import nnx

from model import PapilledemaNet
from steps import papill_train_step, papill_eval_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 24, 24, 3)).astype(np.float32)
    y = (x[:, 8:16, 8:16, 1].mean((1, 2)) > 0).astype(np.int32)
    model = PapilledemaNet(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(3):
        model.train()
        for i in range(0, 48, 16):
            loss = papill_train_step(model, optimizer, x[i:i + 16], y[i:i + 16])
        model.eval()
        acc = papill_eval_step(model, x[48:], y[48:])
        print(epoch, float(loss), float(acc))


if __name__ == "__main__":
    main()
