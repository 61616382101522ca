import jax.numpy as jnp
import numpy as np

from candidates import CANDIDATES
from fit import bic, map_estimate


def main():
    rng = np.random.default_rng(0)
    y = jnp.asarray(rng.standard_t(4, size=40), jnp.float32)
    table = []
    for log_joint in CANDIDATES:
        theta, lp = map_estimate(log_joint, y)
        table.append((log_joint.__name__, float(bic(lp, 2, y.shape[0])), np.asarray(theta)))
    for name, score, theta in sorted(table, key=lambda r: r[1]):
        print(f"{name:22s} BIC {score:8.2f} theta {theta}")


if __name__ == "__main__":
    main()
