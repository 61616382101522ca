import numpy as np
import jax

from gnn import GraphSAGE

N_NODES, FEAT, N_EDGES = 40, 6, 120


def sample_edges(rng, n_nodes, n_edges):
    senders = rng.integers(0, n_nodes, size=n_edges).astype(np.int32)
    receivers = rng.integers(0, n_nodes, size=n_edges).astype(np.int32)
    return senders, receivers


def main():
    rng = np.random.default_rng(0)
    feats = rng.normal(size=(N_NODES, FEAT)).astype(np.float32)
    model = GraphSAGE(FEAT, 8, jax.random.PRNGKey(0))
    for snapshot in range(5):
        senders, receivers = sample_edges(rng, N_NODES, N_EDGES)
        emb = model.embed(feats, senders, receivers, N_NODES)
        print(f"snapshot {snapshot} mean embedding norm {float(np.linalg.norm(emb, axis=-1).mean()):.3f}")


if __name__ == "__main__":
    main()
