import numpy as np
import jax
import jax.numpy as jnp

from sampler import NeighborSampler, chunked

N_NODES, FEAT, N_CLASSES, FANOUT, CHUNK = 150, 8, 3, 4, 32


@jax.jit
def sage_step(params, feats, labels, seeds, neigh):
    def loss_fn(p):
        h = jnp.concatenate([feats[seeds], feats[neigh].mean(1)], -1) @ p["w"]
        logp = jax.nn.log_softmax(h)
        return -jnp.take_along_axis(logp, labels[seeds][:, None], 1).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, g: a - 0.1 * g, params, grads), loss


def main():
    rng = np.random.default_rng(0)
    feats = jnp.asarray(rng.normal(size=(N_NODES, FEAT)).astype(np.float32))
    labels = jnp.asarray(rng.integers(0, N_CLASSES, size=N_NODES).astype(np.int32))
    adjacency = [rng.choice(N_NODES, size=rng.integers(1, 10), replace=False) for _ in range(N_NODES)]
    sampler = NeighborSampler(adjacency, FANOUT)
    params = {"w": jax.random.normal(jax.random.PRNGKey(0), (2 * FEAT, N_CLASSES)) * 0.1}
    train_nodes = rng.permutation(N_NODES)[:int(0.8 * N_NODES)]
    for epoch in range(2):
        for seeds in chunked(rng.permutation(train_nodes), CHUNK):
            params, loss = sage_step(params, feats, labels, *sampler.sample(seeds))
        print(f"epoch {epoch} loss {float(loss):.4f}")
    val_nodes = np.setdiff1d(np.arange(N_NODES), train_nodes)
    for seeds in chunked(val_nodes, CHUNK):
        _, val_loss = sage_step(params, feats, labels, *sampler.sample(seeds))
    print(f"val loss (last chunk) {float(val_loss):.4f}")


if __name__ == "__main__":
    main()
