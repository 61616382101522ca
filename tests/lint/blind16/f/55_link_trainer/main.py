import jax
import numpy as np

from trainer import LinkPredTrainer


def make_graph(n=120, e=480, seed=0):
    rng = np.random.default_rng(seed)
    edges = rng.integers(0, n, size=(e, 2)).astype(np.int32)
    adj = np.zeros((n, n), np.float32)
    adj[edges[:, 0], edges[:, 1]] = adj[edges[:, 1], edges[:, 0]] = 1.0
    adj += np.eye(n, dtype=np.float32)
    adj /= adj.sum(1, keepdims=True)
    return adj, edges


def main():
    adj, edges = make_graph()
    n = adj.shape[0]
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (n, 16)) * 0.1,
              "w": jax.random.normal(k2, (16, 16)) * 0.1}
    trainer = LinkPredTrainer(params, adj)
    rng = np.random.default_rng(1)
    for epoch in range(6):
        pos = edges[rng.choice(len(edges), 64, replace=False)]
        neg = rng.integers(0, n, size=(64, 2)).astype(np.int32)
        loss = trainer.fit_batch(pos, neg)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
