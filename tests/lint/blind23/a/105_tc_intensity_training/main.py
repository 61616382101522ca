import jax
import numpy as np

from loader import CyclingLoader
from train import intensity_step, model, tx


def main():
    rng = np.random.default_rng(0)
    # SST, shear, RH600, MPI, current intensity
    x = rng.normal(size=(203, 5)).astype(np.float32)
    y = (0.6 * x[:, 0] - 0.4 * x[:, 1] + 0.3 * x[:, 4]).astype(np.float32)
    loader = CyclingLoader(x, y, 32)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(3):
        for xb, yb in loader.epoch():
            params, opt_state, loss = intensity_step(params, opt_state, xb, yb)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
