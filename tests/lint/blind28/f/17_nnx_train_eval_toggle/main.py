from flax import nnx
import numpy as np
import optax

from model import GestureNet
from steps import eval_step, train_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 16, 6)).astype(np.float32)
    y = rng.integers(0, 5, 96).astype(np.int32)
    model = GestureNet(96, 64, 5, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(3):
        model.train()
        for i in range(0, 80, 16):
            loss = train_step(model, optimizer, x[i : i + 16], y[i : i + 16])
        model.eval()
        acc = eval_step(model, x[80:], y[80:])
        print(epoch, float(loss), float(acc))


if __name__ == "__main__":
    main()
