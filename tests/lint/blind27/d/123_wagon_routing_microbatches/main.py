import jax
import jax.numpy as jnp
import numpy as np

ACCUM = 4


@jax.jit
def add_micro_grads(acc, params, x, y):
    def loss(p):
        return jnp.mean((jnp.tanh(x @ p["w1"]) @ p["w2"] - y) ** 2)
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(jnp.add, acc, g)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 8)).astype(np.float32)
    y = (x[:, 0] * x[:, 1]).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (8, 16)) * 0.3, "w2": jax.random.normal(k2, (16,)) * 0.3}
    for epoch in range(3):
        acc = jax.tree_util.tree_map(jnp.zeros_like, params)
        for i, b in enumerate(range(0, 256, 32)):
            acc = add_micro_grads(acc, params, x[b:b + 32], y[b:b + 32])
            if (i + 1) % ACCUM == 0:
                params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g / ACCUM, params, acc)
                acc = jax.tree_util.tree_map(jnp.zeros_like, params)
        print(epoch, float(jnp.mean((jnp.tanh(x @ params["w1"]) @ params["w2"] - y) ** 2)))


if __name__ == "__main__":
    main()
