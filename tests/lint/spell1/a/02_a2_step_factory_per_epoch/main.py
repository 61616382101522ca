import jax
import numpy as np
import optax

from model import init_mlp
from train import Trainer


def make_loader(x, y, batch_size, seed):
    order = np.random.default_rng(seed).permutation(len(x))
    for i in range(0, len(x), batch_size):
        idx = order[i:i + batch_size]
        yield x[idx], y[idx]


if __name__ == "__main__":
    rng = np.random.default_rng(1)
    x = rng.normal(size=(64, 8)).astype(np.float32)
    y = (x[:, 0] > 0).astype(np.int32)
    params = init_mlp(jax.random.PRNGKey(0), [8, 16, 2])
    trainer = Trainer(params, optax.adam(1e-2))
    trainer.fit(lambda epoch: make_loader(x, y, 16, epoch), epochs=4)
