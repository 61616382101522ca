import jax
import numpy as np

from model import GAT
from train import accuracy, create_state, make_optimizer, train_step

N_NODES, N_FEAT, N_CLASSES, N_FOLDS = 48, 8, 3, 4


def citation_graph(seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, N_CLASSES, N_NODES)
    x = rng.normal(size=(N_NODES, N_FEAT)).astype(np.float32) + y[:, None] * 0.5
    senders = rng.integers(0, N_NODES, 4 * N_NODES)
    receivers = np.where(rng.random(4 * N_NODES) < 0.7, senders[::-1], rng.integers(0, N_NODES, 4 * N_NODES))
    loops = np.arange(N_NODES)
    return {"x": x, "y": y.astype(np.int32),
            "senders": np.concatenate([senders, loops]).astype(np.int32),
            "receivers": np.concatenate([receivers, loops]).astype(np.int32)}


def main():
    graph = citation_graph()
    fold_of = np.arange(N_NODES) % N_FOLDS
    model = GAT(hidden=8, n_classes=N_CLASSES)
    tx = make_optimizer(5e-3, 1e-4)
    scores = []
    for fold in range(N_FOLDS):
        train_mask = (fold_of != fold).astype(np.float32)
        state = create_state(model, jax.random.PRNGKey(fold), graph, tx)
        for epoch in range(3):
            state, loss = train_step(state, graph, train_mask)
        scores.append(float(accuracy(state, graph, 1.0 - train_mask)))
        print(f"fold {fold}: loss {float(loss):.3f} val acc {scores[-1]:.3f}")
    print(f"cv accuracy {np.mean(scores):.3f}")


if __name__ == "__main__":
    main()
