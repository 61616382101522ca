import jax.numpy as jnp
import numpy as np

from checkpoint import load_json, save_json
from fit import calib_step, tx


def main():
    rng = np.random.default_rng(0)
    dose = jnp.asarray(np.geomspace(1, 5e4, 20).astype(np.float32))
    signal = jnp.asarray((1.0 * (1 - np.exp(-np.asarray(dose) / 2e4)) * rng.normal(1, 0.01, 20)).astype(np.float32))
    theta = jnp.array([0.0, 9.0], dtype=jnp.float32)
    state = (theta, tx.init(theta))
    for block in range(4):
        for _ in range(50):
            state, loss = calib_step(state, dose, signal)
        # state is written to the calibration database between measurement sessions
        state = load_json(save_json(state), state)
        print(f"session {block}: loss {float(loss):.2e}")


if __name__ == "__main__":
    main()
