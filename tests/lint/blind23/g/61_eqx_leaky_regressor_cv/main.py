import jax
import jax.numpy as jnp
import numpy as np

from models import make_regressor
from train import fit


def main():
    rng = np.random.default_rng(3)
    attrs = rng.normal(size=(100, 6)).astype(np.float32)
    mean_flow = (np.exp(0.4 * attrs[:, 0] - 0.2 * attrs[:, 3]) + 0.05 * rng.normal(size=100)).astype(np.float32)
    idx = rng.permutation(100)
    for fold in range(5):
        va = idx[fold * 20:(fold + 1) * 20]
        tr = np.setdiff1d(idx, va)
        model, loss = fit(make_regressor(fold), attrs[tr], mean_flow[tr])
        val = jnp.mean((jax.vmap(model)(attrs[va])[:, 0] - mean_flow[va]) ** 2)
        print(f"fold {fold}: train {float(loss):.4f} val {float(val):.4f}")


if __name__ == "__main__":
    main()
