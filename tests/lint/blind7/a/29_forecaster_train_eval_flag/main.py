from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

WINDOW = 12


@partial(jax.jit, static_argnames=("train",))
def forecast(params, window, key, train):
    h = jnp.tanh(window @ params["w1"])
    if train:
        keep = jax.random.bernoulli(key, 0.9, h.shape)
        h = jnp.where(keep, h / 0.9, 0.0)
    return h @ params["w2"]


def main():
    rng = np.random.default_rng(3)
    params = {"w1": jnp.asarray(rng.normal(size=(WINDOW, 8)) * 0.1, dtype=jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(8, 1)) * 0.1, dtype=jnp.float32)}
    key = jax.random.PRNGKey(0)
    for epoch in range(3):
        for train in (True, False):
            key, sub = jax.random.split(key)
            w = jnp.asarray(rng.normal(size=(5, WINDOW)), dtype=jnp.float32)
            y = forecast(params, w, sub, train=train)
            print(epoch, "train" if train else "eval", float(y.mean()))


if __name__ == "__main__":
    main()
