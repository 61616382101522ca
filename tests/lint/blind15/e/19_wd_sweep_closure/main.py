import jax.numpy as jnp
import numpy as np
import optax

from trainer import fit

SWEEP = [
    {"lr": 1e-3, "wd": 0.0},
    {"lr": 1e-3, "wd": 1e-2},
    {"lr": 3e-3, "wd": 0.0},
    {"lr": 3e-3, "wd": 1e-2},
]


def make_data(rng, n_batches=4, bs=16, d=10, k=4):
    return [(rng.normal(size=(bs, d)).astype(np.float32), rng.integers(0, k, size=bs).astype(np.int32))
            for _ in range(n_batches)]


def main():
    rng = np.random.default_rng(0)
    data = make_data(rng)
    for cfg in SWEEP:
        params = {"w": jnp.zeros((10, 4)), "b": jnp.zeros(4)}
        tx = optax.adamw(cfg["lr"], weight_decay=cfg["wd"])
        _, loss = fit(params, tx, data)
        print(cfg, loss)


if __name__ == "__main__":
    main()
