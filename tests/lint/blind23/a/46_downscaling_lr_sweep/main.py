import jax
import jax.numpy as jnp
import numpy as np

from sweep_config import configs
from train import make_trainer


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.2 * jax.random.normal(k1, (8, 16)), "b1": jnp.zeros(16),
            "w2": 0.2 * jax.random.normal(k2, (16, 1))}


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 8)).astype(np.float32)   # downscaling predictors
    y = np.sin(x[:, :1]) + 0.1 * x[:, 1:2]
    y = y.astype(np.float32)
    results = []
    for cfg in configs():
        tx, step = make_trainer(cfg)
        params = init(jax.random.PRNGKey(0))
        opt_state = tx.init(params)
        for _ in range(cfg["steps"]):
            params, opt_state, loss = step(params, opt_state, x, y)
        results.append((cfg["lr"], cfg["wd"], float(loss)))
    print(min(results, key=lambda r: r[2]))


if __name__ == "__main__":
    main()
