"""Semi-supervised node classification on a two-community random graph."""
import jax
import jax.numpy as jnp
import numpy as np

from gcn import init_gcn, normalized_adjacency, run_split

N, F, C = 60, 8, 2


def planted_partition(rng):
    labels = np.repeat([0, 1], N // 2)
    p = np.where(labels[:, None] == labels[None, :], 0.2, 0.02)
    adj = np.triu(rng.random((N, N)) < p, 1)
    adj = (adj | adj.T).astype(np.float32)
    x = rng.normal(size=(N, F)).astype(np.float32) + labels[:, None] * 0.5
    return adj, x, labels


def main():
    rng = np.random.default_rng(0)
    adj, x, labels = planted_partition(rng)
    a_hat = normalized_adjacency(jnp.asarray(adj))
    split = rng.random(N)
    masks = {True: jnp.asarray(split < 0.3, jnp.float32),
             False: jnp.asarray(split >= 0.3, jnp.float32)}
    weights = init_gcn(jax.random.PRNGKey(0), [F, 16, C])
    key = jax.random.PRNGKey(1)
    labels = jnp.asarray(labels)
    for epoch in range(5):
        for train in (True, False):
            key, sub = jax.random.split(key)
            weights, loss, acc = run_split(weights, a_hat, x, sub, labels, masks[train],
                                           train=train)
            print(f"epoch {epoch} {'train' if train else 'val'}: loss {float(loss):.3f} acc {float(acc):.3f}")


if __name__ == "__main__":
    main()
