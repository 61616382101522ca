import numpy as np
import optax
from flax import nnx

from model import ISOTOPES, IsotopeID
from train import anneal, train_batch

N_CH = 128


def make_set(n, seed):
    rng = np.random.default_rng(seed)
    lines = [40, 70, 10, 25, None]
    y = rng.integers(0, len(ISOTOPES), n)
    ch = np.arange(N_CH)
    x = np.stack([rng.poisson(20 * np.exp(-ch / 60) + (0 if lines[k] is None else 80 * np.exp(-0.5 * ((ch - lines[k]) / 2) ** 2)))
                  for k in y]).astype(np.float32)
    return x, y.astype(np.int32)


def main():
    x, y = make_set(256, 0)
    model = IsotopeID(N_CH, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(5):
        anneal(model, epoch)
        for s in range(0, 256, 64):
            loss = train_batch(model, optimizer, x[s:s + 64], y[s:s + 64])
        print(epoch, model.temperature, float(loss))


if __name__ == "__main__":
    main()
