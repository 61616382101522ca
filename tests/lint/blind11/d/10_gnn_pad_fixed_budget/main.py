import numpy as np
import jax
import jax.numpy as jnp

from batching import random_molecules, iterate_batches

LR = 0.05


def init_gcn(key, feat_dim, hidden):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"w1": jax.random.normal(k1, (feat_dim, hidden)) * 0.2,
            "w2": jax.random.normal(k2, (hidden, hidden)) * 0.2,
            "out": jax.random.normal(k3, (hidden,)) * 0.2}


def gcn_loss(params, x, adj, mask, y):
    deg = jnp.maximum(adj.sum(-1, keepdims=True), 1.0)
    h = jax.nn.relu((adj @ x) / deg @ params["w1"])
    h = jax.nn.relu((adj @ h) / deg @ params["w2"])
    pooled = (h * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
    return jnp.mean((pooled @ params["out"] - y) ** 2)


@jax.jit
def train_step(params, x, adj, mask, y):
    loss, grads = jax.value_and_grad(gcn_loss)(params, x, adj, mask, y)
    return jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads), loss


def main():
    rng = np.random.default_rng(0)
    dataset = random_molecules(50, rng)
    params = init_gcn(jax.random.PRNGKey(0), 8, 16)
    for i, (x, adj, mask, y) in enumerate(iterate_batches(dataset, 8, rng)):
        params, loss = train_step(params, x, adj, mask, y)
        print(f"batch {i} real nodes {int(mask.sum())} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
