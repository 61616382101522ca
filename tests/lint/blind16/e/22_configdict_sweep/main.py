import copy
import itertools

import jax
import jax.numpy as jnp
import numpy as np


class ConfigDict(dict):
    """Minimal attribute-access config in the spirit of ml_collections.

    Like ml_collections, a field keeps the type it was created with: assigning
    an int to a float field stores a float.
    """

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError as e:
            raise AttributeError(name) from e

    def __setattr__(self, name, value):
        if name in self and isinstance(self[name], float) and isinstance(value, int):
            value = float(value)
        self[name] = value


def get_config():
    cfg = ConfigDict()
    cfg.seed = 0
    cfg.batch_size = 32
    cfg.num_steps = 6
    cfg.optim = ConfigDict(learning_rate=0.1, weight_decay=1e-4)
    return cfg


def sweep(base):
    grid = {"learning_rate": [1, 0.3], "weight_decay": [0, 1e-4]}
    for lr, wd in itertools.product(grid["learning_rate"], grid["weight_decay"]):
        cfg = copy.deepcopy(base)
        cfg.optim.learning_rate = lr
        cfg.optim.weight_decay = wd
        yield cfg


def loss_fn(w, x, y):
    return jnp.mean(jnp.logaddexp(0.0, -y * (x @ w)))


@jax.jit
def step(w, x, y, learning_rate, weight_decay):
    g = jax.grad(loss_fn)(w, x, y) + weight_decay * w
    return w - learning_rate * g


def run(cfg, x, y):
    w = jnp.zeros(x.shape[1])
    for _ in range(cfg.num_steps):
        w = step(w, x, y, cfg.optim.learning_rate, cfg.optim.weight_decay)
    return float(loss_fn(w, x, y))


def main():
    base = get_config()
    rng = np.random.default_rng(base.seed)
    x = rng.normal(size=(base.batch_size, 7)).astype(np.float32)
    y = np.sign(x[:, 0] + 0.5 * x[:, 1]).astype(np.float32)
    for cfg in sweep(base):
        print(dict(cfg.optim), run(cfg, x, y))


if __name__ == "__main__":
    main()
