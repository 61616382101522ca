import itertools
import numpy as np
import jax.numpy as jnp

from sweep import new_state, sweep_step

GRID = {"lr": [1e-2, 3e-2], "wd": [0.0, 1e-3]}


def main():
    rng = np.random.default_rng(62)
    X = rng.standard_normal((300, 14)).astype(np.float32)
    y = (X @ rng.standard_normal(14) * 0.2 + 0.1 * rng.standard_normal(300)).astype(np.float32)
    best = None
    for lr, wd in itertools.product(GRID["lr"], GRID["wd"]):
        params, opt_state = new_state(14, lr, wd)
        for _ in range(5):
            for s in range(0, 250, 50):
                params, opt_state, _ = sweep_step(params, opt_state, X[s:s + 50], y[s:s + 50])
        mse = float(jnp.mean((X[250:] @ params["w"] + params["b"] - y[250:]) ** 2))
        if best is None or mse < best[1]:
            best = ((lr, wd), mse)
    print(best)


if __name__ == "__main__":
    main()
