import jax
import numpy as np

from net import forward, sgd_step
from schedule import learning_rate


def main():
    rng = np.random.default_rng(0)
    # predictors: lapse rate, humidity, wind shear, CAPE proxy
    x = rng.normal(size=(256, 4)).astype(np.float32)
    y = (np.tanh(x[:, 0]) + 0.3 * x[:, 1] * x[:, 2]).astype(np.float32)
    params = forward.init(jax.random.PRNGKey(0), x[:1])
    for step in range(80):
        params, loss = sgd_step(params, x, y, learning_rate(step))
    print(float(loss))


if __name__ == "__main__":
    main()
