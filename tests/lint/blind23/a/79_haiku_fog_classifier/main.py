import jax
import numpy as np

from net import fog_net
from steps import fog_eval, fog_train_step, tx


def main():
    rng = np.random.default_rng(0)
    # visibility predictors: RH, wind, T-Td, cloud cover, hour sin/cos
    x = rng.normal(size=(356, 6)).astype(np.float32)
    y = ((x[:, 0] - x[:, 2] - 0.5 * x[:, 1]) > 0.8).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params, state = fog_net.init(key, x[:32], is_training=True)
    opt_state = tx.init(params)
    for epoch in range(4):
        for s in range(0, 256, 32):
            key, sub = jax.random.split(key)
            params, state, opt_state, loss = fog_train_step(params, state, opt_state, x[s:s + 32], y[s:s + 32], sub)
        acc = fog_eval(params, state, x[256:], y[256:])
        print(epoch, float(loss), float(acc))


if __name__ == "__main__":
    main()
