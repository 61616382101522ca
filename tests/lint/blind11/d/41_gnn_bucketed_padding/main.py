import numpy as np
import jax
import jax.numpy as jnp

from data import random_graph, pad_graph


@jax.jit
def gin_regression_step(params, x, adj, mask, target):
    def loss_fn(p):
        h = jax.nn.relu((adj @ x) @ p["w1"])
        h = jax.nn.relu((adj @ h) @ p["w2"])
        pooled = (h * mask[:, None]).sum(0) / mask.sum()
        return (pooled @ p["out"] - target) ** 2
    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, g: a - 0.01 * g, params, grads), loss


def main():
    rng = np.random.default_rng(3)
    keys = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": jax.random.normal(keys[0], (6, 16)) * 0.2, "w2": jax.random.normal(keys[1], (16, 16)) * 0.2,
              "out": jax.random.normal(keys[2], (16,)) * 0.2}
    for i in range(12):
        feats, adj, target = random_graph(rng)
        params, loss = gin_regression_step(params, *pad_graph(feats, adj), target)
        print(f"graph {i} nodes {feats.shape[0]} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
