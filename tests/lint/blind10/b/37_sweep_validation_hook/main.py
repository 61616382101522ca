import itertools

import jax.numpy as jnp
import numpy as np

from hooks import ValidationHook
from trainer import train


def make_regression(n=120, d=5, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, d)).astype(np.float32)
    y = x @ rng.standard_normal(d) + 0.1 * rng.standard_t(2, n)
    return jnp.asarray(x[:90]), jnp.asarray(y[:90], dtype=jnp.float32), jnp.asarray(x[90:]), jnp.asarray(y[90:], dtype=jnp.float32)


if __name__ == "__main__":
    x, y, xv, yv = make_regression()
    hook = ValidationHook(xv, yv, every=2)
    for lr, delta in itertools.product([0.1, 0.3], [0.5, 1.0]):
        train(x, y, lr, delta, n_steps=4, hooks=[hook])
    best = min(hook.records, key=lambda r: r[2])
    print(f"{len(hook.records)} validation points; best {best}")
