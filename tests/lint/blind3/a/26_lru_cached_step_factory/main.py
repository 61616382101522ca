import jax
import jax.numpy as jnp
import numpy as np

from steps import get_train_step


def init_params(key, sizes):
    params = []
    for k, (m, n) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append((jax.random.normal(k, (m, n)) / np.sqrt(m), jnp.zeros(n)))
    return params


def main():
    rng = np.random.default_rng(0)
    x = rng.uniform(-2, 2, size=(64, 1)).astype(np.float32)
    y = np.sin(2 * x)
    params = init_params(jax.random.PRNGKey(0), [1, 16, 16, 1])
    velocity = jax.tree_util.tree_map(jnp.zeros_like, params)
    for epoch in range(6):
        train_step = get_train_step(lr=0.01, momentum=0.9)
        params, velocity, loss = train_step(params, velocity, x, y)
        print(f"epoch {epoch}: {float(loss):.4f}")


if __name__ == "__main__":
    main()
