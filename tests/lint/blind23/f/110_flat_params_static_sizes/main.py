import numpy as np
import jax.numpy as jnp

from config import SETTINGS
from mlp import flat_sgd_step, n_params


def wing_rock_data(n=256, seed=0):
    # roll angle, roll rate, alpha, aileron -> (roll accel, yaw accel)
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, (n, 4)).astype(np.float32)
    y = np.stack([-0.5 * x[:, 0] + 0.3 * x[:, 1] * x[:, 2] + 0.8 * x[:, 3], 0.1 * x[:, 1]], 1)
    return jnp.asarray(x), jnp.asarray(y.astype(np.float32))


def main():
    x, y = wing_rock_data()
    rng = np.random.default_rng(0)
    theta = jnp.asarray(rng.normal(0, 0.3, n_params(SETTINGS["layers"])), jnp.float32)
    for epoch in range(SETTINGS["epochs"]):
        for i in range(0, 256, 64):
            theta, loss = flat_sgd_step(theta, x[i:i + 64], y[i:i + 64], SETTINGS["lr"],
                                        sizes=tuple(SETTINGS["layers"]))
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
