import numpy as np
import jax

from linkpred import LinkPredictor

N_NODES, DIM, BATCH = 100, 8, 64


def edge_batch(rng, edges):
    pos = edges[rng.integers(0, len(edges), size=BATCH // 2)]
    neg = rng.integers(0, N_NODES, size=(BATCH // 2, 2))
    pairs = np.concatenate([pos, neg]).astype(np.int32)
    labels = np.concatenate([np.ones(BATCH // 2), np.zeros(BATCH // 2)]).astype(np.float32)
    return pairs[:, 0], pairs[:, 1], labels


def main():
    rng = np.random.default_rng(0)
    edges = rng.integers(0, N_NODES, size=(400, 2))
    model = LinkPredictor(N_NODES, DIM, jax.random.PRNGKey(0))
    for epoch in range(5):
        src, dst, labels = edge_batch(rng, edges)
        model.params, loss = model.update_fn(model.params, src, dst, labels)
        scores = model.score_fn(model.params, src, dst)
        acc = float(((np.asarray(scores) > 0.5) == labels).mean())
        print(f"epoch {epoch} loss {float(loss):.4f} acc {acc:.2f}")


if __name__ == "__main__":
    main()
