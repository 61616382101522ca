import itertools

import jax
import jax.numpy as jnp

from inner import InnerConfig, fit_task

LEARNING_RATES = [0.01, 0.03, 0.1]
SEEDS = [0, 1]


def make_task(seed, n=32, d=4):
    kx, kw = jax.random.split(jax.random.PRNGKey(seed))
    x = jax.random.normal(kx, (n, d))
    w_true = jax.random.normal(kw, (d,))
    return x, x @ w_true


def sweep():
    results = {}
    for lr, seed in itertools.product(LEARNING_RATES, SEEDS):
        cfg = InnerConfig(inner_steps=5, clip=1.0)
        x, y = make_task(seed)
        loss = fit_task(jnp.zeros(x.shape[1]), x, y, jnp.float32(lr), cfg=cfg)
        results[(lr, seed)] = float(loss)
    return results


if __name__ == "__main__":
    for (lr, seed), loss in sweep().items():
        print(f"lr={lr:<5} seed={seed} loss={loss:.4f}")
