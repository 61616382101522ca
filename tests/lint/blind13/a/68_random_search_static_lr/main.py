from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from search import RandomSearch

SPACE = {
    "lr": ("loguniform", 1e-3, 1e-1),
    "hidden": ("choice", (16, 32)),
}


def init_mlp(key, dims):
    keys = jax.random.split(key, len(dims) - 1)
    return [(jax.random.normal(k, (a, b)) * a ** -0.5, jnp.zeros(b)) for k, a, b in zip(keys, dims[:-1], dims[1:])]


def mlp(params, x):
    for w, b in params[:-1]:
        x = jax.nn.relu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


@partial(jax.jit, static_argnames=("lr",))
def train_step(params, x, y, lr):
    def loss_fn(p):
        return jnp.mean((mlp(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


def main():
    rng = np.random.default_rng(0)
    # box-size regression from pooled features
    x = rng.normal(size=(64, 12)).astype(np.float32)
    y = (x[:, :2] ** 2).astype(np.float32)
    search = RandomSearch(SPACE, seed=1)
    for trial in range(6):
        cfg = search.suggest()
        params = init_mlp(jax.random.PRNGKey(trial), (12, cfg["hidden"], 2))
        for _ in range(3):
            params, loss = train_step(params, x, y, lr=cfg["lr"])
        search.report(cfg, float(loss))
        print(f"trial {trial}: {cfg} loss {float(loss):.4f}")
    print("best", search.best())


if __name__ == "__main__":
    main()
