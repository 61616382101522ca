import numpy as np
import jax.numpy as jnp

from tracker import AlphaBetaTracker


def main():
    rng = np.random.default_rng(0)
    trk = AlphaBetaTracker(alpha=0.5, beta=0.2, dt=1.0)
    x = jnp.zeros(3)
    v = jnp.zeros(3)
    truth_v = np.array([220.0, 15.0, -2.0])
    for k in range(30):
        z = jnp.asarray(truth_v * (k + 1) + rng.normal(0, 30.0, 3), jnp.float32)
        x, v = trk.update(x, v, z)
    print(np.round(np.asarray(v), 2))


if __name__ == "__main__":
    main()
