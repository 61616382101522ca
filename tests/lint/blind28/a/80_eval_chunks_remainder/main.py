import jax.numpy as jnp
import numpy as np

from evaluation import evaluate
from train import adr_sgd_step


def rates(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (1.3 + x @ np.array([0.3, 0.2, -0.1, 0.05, 0.0, 0.4]) + rng.normal(0, 0.1, n)).astype(np.float32)
    return x, y


def main():
    xt, yt = rates(1024, 0)
    xv, yv = rates(700, 1)
    params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
    for epoch in range(4):
        for s in range(0, 1024, 128):
            params = adr_sgd_step(params, xt[s:s + 128], yt[s:s + 128])
        mae, rmse = evaluate(params, xv, yv)
        print(f"epoch {epoch} val MAE {mae:.4f} RMSE {rmse:.4f}")


if __name__ == "__main__":
    main()
