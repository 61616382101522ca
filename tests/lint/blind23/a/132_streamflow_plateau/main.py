import jax.numpy as jnp
import numpy as np

from train import streamflow_step, tx


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 5)).astype(np.float32)   # lagged precipitation and temperature
    y = np.log1p(np.exp(x @ np.array([0.8, 0.4, 0.2, -0.3, 0.1]))).astype(np.float32)
    params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(15):
        for s in range(0, 96, 32):
            params, opt_state, loss = streamflow_step(params, opt_state, x[s:s + 32], y[s:s + 32])
    print(float(loss), float(opt_state[1].scale))


if __name__ == "__main__":
    main()
