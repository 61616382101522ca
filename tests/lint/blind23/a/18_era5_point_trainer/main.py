import jax
import numpy as np

from config import TRAIN
from trainer import Trainer


def main():
    rng = np.random.default_rng(1)
    n = TRAIN["n_samples"]
    x = rng.normal(size=(n, 6)).astype(np.float32)   # ERA5 predictors at grid point
    y = (x[:, :1] * 0.8 - x[:, 1:2] ** 2 * 0.1).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.3 * jax.random.normal(k1, (6, 16)), "w2": 0.3 * jax.random.normal(k2, (16, 1))}
    trainer = Trainer(TRAIN, params)
    bs = TRAIN["batch_size"]
    for epoch in range(TRAIN["epochs"]):
        for s in range(0, n, bs):
            loss = trainer.fit_batch(x[s:s + bs], y[s:s + bs])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
