import jax
import numpy as np

from trainlib.schedule import linear_warmup
from trainlib.step import TinyConvNet, make_step

WARMUP = 3
STEPS = 7


def main():
    rng = np.random.default_rng(0)
    model = TinyConvNet()
    params = model.init(jax.random.PRNGKey(0), np.zeros((1, 8, 8, 1), np.float32))
    train_step = make_step(model, base_lr=0.1)
    for step in range(STEPS):
        images = rng.normal(size=(8, 8, 8, 1)).astype(np.float32)
        labels = rng.integers(0, 10, size=8).astype(np.int32)
        params, loss = train_step(params, images, labels, linear_warmup(step + 1, WARMUP))
        print(f"step {step}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
