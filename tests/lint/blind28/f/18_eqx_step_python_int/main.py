import equinox as eqx
import jax
import numpy as np

from model import TCN
from train import imu_train_step, optim


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 40, 6)).astype(np.float32)
    y = rng.integers(0, 4, 64).astype(np.int32)
    model = TCN(6, 4, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    step = 0
    for epoch in range(2):
        for i in range(0, 64, 16):
            model, opt_state, loss = imu_train_step(model, opt_state, x[i : i + 16], y[i : i + 16], step)
            step += 1
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
