import jax.numpy as jnp
import numpy as np

from acquisition import masked_upper_confidence_bound
from buffer import ObservationBuffer

N_INIT = 3
BUDGET = 6


def objective(x):
    return float(np.sin(6 * x[0]) * np.cos(4 * x[1]) - (x[0] - 0.6) ** 2)


def main():
    rng = np.random.default_rng(0)
    buf = ObservationBuffer(capacity=N_INIT + BUDGET, dim=2)
    for x in rng.uniform(size=(N_INIT, 2)):
        buf.add(x, objective(x))
    beta = jnp.float32(2.0)
    for i in range(BUDGET):
        cand = rng.uniform(size=(256, 2)).astype(np.float32)
        ucb = masked_upper_confidence_bound(buf.X, buf.y, buf.mask, cand, beta)
        x = cand[int(np.argmax(np.asarray(ucb)))]
        buf.add(x, objective(x))
        print(f"iter {i} n_obs {buf.n} best {buf.best:.4f}")


if __name__ == "__main__":
    main()
