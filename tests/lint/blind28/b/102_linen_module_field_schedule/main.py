import jax
import numpy as np

from model import GankPredictor
from train import tx, gank_step


def main():
    rng = np.random.default_rng(1)
    # jungler position, lane hp, ward coverage ... -> gank happens in next 30 s
    x = rng.normal(size=(192, 10)).astype(np.float32)
    y = (x[:, 2] > 0.3).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = GankPredictor().init(key, x[:1], train=False)["params"]
    opt_state = tx.init(params)
    for epoch in range(4):
        module = GankPredictor(dropout_rate=0.3 * (1 - epoch / 4))
        for i in range(0, 192, 64):
            key, sub = jax.random.split(key)
            params, opt_state, loss = gank_step(module, params, opt_state, x[i:i + 64], y[i:i + 64], sub)
        print(epoch, module.dropout_rate, float(loss))


if __name__ == "__main__":
    main()
