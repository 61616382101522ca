import numpy as np

from sweep import chunks, grid
from train import fit_chunk

DEVICE_BATCH = 4


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 6)).astype(np.float32)
    y = (x @ rng.normal(size=6) + 0.1 * rng.normal(size=64)).astype(np.float32)
    configs = grid()
    losses = np.zeros(len(configs), np.float32)
    for start, hps, n_real in chunks(configs, DEVICE_BATCH):
        losses[start:start + n_real] = np.asarray(fit_chunk(hps, x, y))[:n_real]
    best = int(np.argmin(losses))
    print("best lr/l2", configs[best], "loss", losses[best])


if __name__ == "__main__":
    main()
