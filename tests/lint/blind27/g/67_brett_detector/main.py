import numpy as np
import optax
from flax import nnx

from model import BrettDetector
from steps import brett_train_step, brett_eval_step


def barrel_samples(rng, n):
    x = rng.normal(0, 1, (n, 5)).astype(np.float32)
    y = (x[:, 0] + 0.7 * x[:, 1] - 0.5 * x[:, 3] > 0.4).astype(np.float32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    model = BrettDetector(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    xv, yv = barrel_samples(np.random.default_rng(1), 200)
    for epoch in range(4):
        model.train()
        for _ in range(15):
            x, y = barrel_samples(rng, 64)
            loss = brett_train_step(model, optimizer, x, y)
        model.eval()
        acc = brett_eval_step(model, xv, yv)
        print(f"epoch {epoch}: loss {float(loss):.3f} val acc {float(acc):.3f}")


if __name__ == "__main__":
    main()
