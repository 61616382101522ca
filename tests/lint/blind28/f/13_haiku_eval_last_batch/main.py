import jax
import numpy as np

from net import eval_batch, net

BATCH = 16


def test_split(n=100, seed=3):
    rng = np.random.default_rng(seed)
    return rng.normal(size=(n, 20, 42)).astype(np.float32), rng.integers(0, 25, n).astype(np.int32)


def accuracy(params, x, y):
    correct = 0
    for i in range(0, len(x), BATCH):
        correct += int(eval_batch(params, x[i : i + BATCH], y[i : i + BATCH]))
    return correct / len(x)


def main():
    x, y = test_split()
    params = net.init(jax.random.PRNGKey(0), x[:BATCH])
    for ckpt in range(3):
        params = jax.tree_util.tree_map(lambda p: p * 0.99, params)
        print(f"checkpoint {ckpt}: acc={accuracy(params, x, y):.3f}")


if __name__ == "__main__":
    main()
