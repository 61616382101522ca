"""A realistic training loop: a two-layer MLP whose last batch is smaller.

The data set has 100 examples and the batch size is 32, so the epoch ends with a
batch of 4: the train step compiles a second time on every epoch's last batch
(once, then it is cached), and the evaluation compiles once for the full set.
"""

import jax
import jax.numpy as jnp


def init(key, sizes=(8, 32, 1)):
    params = []
    for n_in, n_out in zip(sizes[:-1], sizes[1:], strict=True):
        key, sub = jax.random.split(key)
        params.append({"w": jax.random.normal(sub, (n_in, n_out)) / jnp.sqrt(n_in),
                       "b": jnp.zeros(n_out)})
    return params


def predict(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    last = params[-1]
    return x @ last["w"] + last["b"]


def loss(params, x, y):
    return jnp.mean((predict(params, x) - y) ** 2)


@jax.jit
def train_step(params, x, y):
    value, grads = jax.value_and_grad(loss)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, grads)
    return params, value


def main(epochs=2, batch=32):
    key = jax.random.PRNGKey(0)
    kx, ky, kp = jax.random.split(key, 3)
    x = jax.random.normal(kx, (100, 8))
    y = jax.random.normal(ky, (100, 1))
    params = init(kp)
    for _ in range(epochs):
        for start in range(0, len(x), batch):
            params, value = train_step(params, x[start : start + batch],
                                       y[start : start + batch])
    return jax.jit(loss)(params, x, y)


if __name__ == "__main__":  # also a program: jaxcheck run -- python examples/train_loop.py
    import argparse

    parser = argparse.ArgumentParser(description="Train a small MLP on random data.")
    parser.add_argument("--epochs", type=int, default=2)
    parser.add_argument("--batch", type=int, default=32)
    args = parser.parse_args()
    print(f"final loss {float(main(args.epochs, args.batch)):.4f}")
