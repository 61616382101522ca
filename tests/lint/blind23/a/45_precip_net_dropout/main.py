import jax
import numpy as np

from steps import net, run_batch, tx


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 7)).astype(np.float32)
    y = np.maximum(x[:, 0] + 0.5 * x[:, 1], 0).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = net.init({"params": key, "dropout": key}, x[:1], train=False)
    opt_state = tx.init(params)
    for epoch in range(4):
        for s in range(0, 192, 64):
            key, sub = jax.random.split(key)
            params, opt_state, loss = run_batch(params, opt_state, x[s:s + 64], y[s:s + 64], sub, train=True)
        _, _, val = run_batch(params, opt_state, x[192:], y[192:], key, train=False)
        print(epoch, float(loss), float(val))


if __name__ == "__main__":
    main()
