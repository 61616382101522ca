from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("n_steps",))
def fit_linear_surrogate(w, X, y, mask, n_steps):
    def step(w, _):
        r = (X @ w - y) * mask
        g = X.T @ r / jnp.maximum(mask.sum(), 1.0)
        return w - 0.1 * g, jnp.sum(r**2)

    w, losses = jax.lax.scan(step, w, None, length=n_steps)
    return w, losses[-1]


def steps_for(n_labelled, per_point=2):
    return per_point * n_labelled


def main():
    rng = np.random.default_rng(0)
    X = jnp.asarray(rng.normal(size=(400, 6)), dtype=jnp.float32)
    y = X @ jnp.linspace(-1, 1, 6)
    mask = np.zeros(400, np.float32)
    mask[:10] = 1
    w = jnp.zeros(6)
    for rnd in range(5):
        w, loss = fit_linear_surrogate(w, X, y, jnp.asarray(mask), n_steps=steps_for(int(mask.sum())))
        resid = np.abs(np.asarray(X @ w - y))
        resid[mask > 0] = -1
        mask[np.argsort(-resid)[:10]] = 1
        print(rnd, int(mask.sum()), float(loss))


if __name__ == "__main__":
    main()
