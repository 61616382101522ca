import jax.numpy as jnp
import numpy as np

from smoother import initial_state, smooth_signal


def main():
    rng = np.random.default_rng(27)
    state = initial_state()
    for day in range(8):
        raw = jnp.asarray(rng.standard_normal(10).astype(np.float32))
        state, weights = smooth_signal(state, raw)
    print("turnover", float(state["turnover"]), "gross", float(jnp.abs(weights).sum()))


if __name__ == "__main__":
    main()
