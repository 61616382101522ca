import jax
import jax.numpy as jnp
import numpy as np

from accum import zeros_like_tree, accumulate_grads

ACCUM_STEPS = 4


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 8)).astype(np.float32)
    y = (x[:, 0] * x[:, 1]).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (8, 16)) * 0.3, "w2": jax.random.normal(k2, (16,)) * 0.3}
    for epoch in range(2):
        acc = zeros_like_tree(params)
        for i, b in enumerate(range(0, 256, 32)):
            acc = accumulate_grads(acc, params, x[b:b + 32], y[b:b + 32])
            if (i + 1) % ACCUM_STEPS == 0:
                params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g / ACCUM_STEPS, params, acc)
                acc = zeros_like_tree(params)
        print(epoch, float(jnp.mean((jnp.tanh(x @ params["w1"]) @ params["w2"] - y) ** 2)))


if __name__ == "__main__":
    main()
