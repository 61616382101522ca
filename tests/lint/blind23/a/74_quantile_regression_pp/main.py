import jax.numpy as jnp
import numpy as np
from jax.tree_util import Partial

from losses import quantile_loss
from train import fit_quantile


def main():
    rng = np.random.default_rng(0)
    x = np.c_[np.ones(300), rng.normal(size=(300, 3))].astype(np.float32)   # ensemble mean, spread, ...
    y = (x @ np.array([2.0, 1.0, 0.5, -0.3]) + rng.gumbel(0, 1.5, 300)).astype(np.float32)
    for tau in (0.1, 0.25, 0.5, 0.75, 0.9):
        w = jnp.zeros(4)
        for _ in range(8):
            w, l = fit_quantile(w, x, y, Partial(quantile_loss, jnp.float32(tau)))
        print(tau, np.round(np.asarray(w), 3), float(l))


if __name__ == "__main__":
    main()
