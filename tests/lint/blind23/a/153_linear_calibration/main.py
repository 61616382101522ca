import jax.numpy as jnp
import numpy as np
import optax

from steps import calib_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 3)).astype(np.float32)   # raw ensemble mean, spread, climatology
    y = (x @ np.array([0.9, 0.2, 0.1]) + 0.3).astype(np.float32)
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    opt_state = None
    for epoch in range(5):
        optimizer = optax.sgd(0.1 * 0.8 ** epoch, momentum=0.9)
        if opt_state is None:
            opt_state = optimizer.init(params)
        for s in range(0, 128, 32):
            params, opt_state, loss = calib_step(params, opt_state, x[s:s + 32], y[s:s + 32], optimizer=optimizer)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
