import itertools

import jax
import jax.numpy as jnp
import numpy as np

from model import ExpressionAE
from trainer import fit


def main():
    rng = np.random.default_rng(0)
    x = np.log1p(rng.poisson(1.5, size=(128, 40))).astype(np.float32)
    model = ExpressionAE(n_genes=40)
    init = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 40)))
    grid = itertools.product([1e-3, 3e-3], [0.0, 1e-4])
    for lr, wd in grid:
        _, loss = fit(model, init, x, lr=lr, weight_decay=wd)
        print(f"lr={lr} wd={wd} loss={loss:.4f}")


if __name__ == "__main__":
    main()
