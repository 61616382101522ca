import jax
import numpy as np

from ckpt import restore, save
from model import lightning_step, net, tx


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 6)).astype(np.float32)   # CAPE, CIN, shear, graupel proxy, ...
    y = (x[:, 0] + 0.5 * x[:, 3] > 0.7).astype(np.float32)
    params = net.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(4):
        for s in range(0, 96, 32):
            params, opt_state, loss = lightning_step(params, opt_state, x[s:s + 32], y[s:s + 32])
        print(epoch, float(loss))
        if epoch == 1:
            blob = save({"params": params, "opt": opt_state})
            state = restore({"params": params, "opt": opt_state}, blob)
            params, opt_state = state["params"], state["opt"]


if __name__ == "__main__":
    main()
