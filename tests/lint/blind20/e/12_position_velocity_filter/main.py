import numpy as np
import jax.numpy as jnp

from estimator import init_state, kf_update


def measurements(n, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(n) * 0.1
    return (0.5 * t + rng.normal(scale=0.2, size=n)).astype(np.float32)


def main():
    state = init_state()
    for y in measurements(15):
        state = kf_update(state, jnp.array([y]))
    print("velocity estimate", float(state["x"][1]))


if __name__ == "__main__":
    main()
