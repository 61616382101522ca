import jax
import numpy as np

from model import EtchRateModel
from trainer import Trainer


def run_batches(rng, n_batches=4, batch=16):
    for _ in range(n_batches):
        x = rng.normal(size=(batch, 6)).astype(np.float32)
        y = (x[:, 0] * 0.7 + x[:, 2] ** 2).astype(np.float32)
        yield x, y


def main():
    rng = np.random.default_rng(13)
    trainer = Trainer(EtchRateModel())
    params, opt_state = trainer.init(jax.random.PRNGKey(0), 6)
    for epoch in range(3):
        params, opt_state, loss = trainer.fit_epoch(params, opt_state, run_batches(rng))
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
