import numpy as np
import jax

from model import net, tx, run_batch


def main():
    rng = np.random.default_rng(0)
    X = rng.standard_normal((320, 12)).astype(np.float32)
    y = (X[:, 0] - 0.5 * X[:, 5]).astype(np.float32)
    Xtr, ytr, Xv, yv = X[:256], y[:256], X[256:], y[256:]
    key = jax.random.PRNGKey(0)
    params = net.init(key, X[:1], train=False)["params"]
    opt_state = tx.init(params)
    for epoch in range(4):
        for s in range(0, 256, 64):
            key, sub = jax.random.split(key)
            params, opt_state, loss = run_batch(params, opt_state, Xtr[s:s + 64], ytr[s:s + 64], sub, train=True)
        _, _, vloss = run_batch(params, opt_state, Xv, yv, key, train=False)
        print(epoch, float(loss), float(vloss))


if __name__ == "__main__":
    main()
