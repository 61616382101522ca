from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from search import sample_trials


@partial(jax.jit, static_argnames=("hparams",))
def motion_step(w, x, y, hparams):
    hp = dict(hparams)
    def loss(w):
        return jnp.mean((x @ w - y) ** 2) + hp["l2"] * jnp.sum(w ** 2)
    return w - hp["lr"] * jax.grad(loss)(w)


def main():
    rng = np.random.default_rng(1)
    # wave height, period, heading, speed, GM
    x = rng.normal(size=(256, 5)).astype(np.float32)
    y = (x @ np.array([2.0, 0.5, -1.0, 0.2, 1.5])).astype(np.float32)
    results = []
    for hparams in sample_trials(5):
        w = jnp.zeros(5)
        for _ in range(50):
            w = motion_step(w, x, y, hparams=hparams)
        results.append((float(jnp.mean((x @ w - y) ** 2)), hparams))
    print(min(results))


if __name__ == "__main__":
    main()
