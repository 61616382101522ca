import jax
import numpy as np
import optax

from graph import normalized_adjacency, ring_with_chords
from model import init_gcn
from train import make_train_step

N_NODES = 32
N_FEATURES = 8
N_CLASSES = 3
EPOCHS = 6


def main():
    senders, receivers = ring_with_chords(N_NODES, n_chords=12)
    a_hat = normalized_adjacency(senders, receivers, N_NODES)
    rng = np.random.default_rng(1)
    x = rng.normal(size=(N_NODES, N_FEATURES)).astype(np.float32)
    labels = rng.integers(0, N_CLASSES, N_NODES)
    train_mask = (rng.random(N_NODES) < 0.6).astype(np.float32)

    params = init_gcn(jax.random.PRNGKey(0), [N_FEATURES, 16, N_CLASSES])
    optimizer = optax.adam(1e-2)
    opt_state = optimizer.init(params)

    for epoch in range(EPOCHS):
        train_step = make_train_step(optimizer, N_CLASSES)
        params, opt_state, loss = train_step(params, opt_state, a_hat, x, labels, train_mask)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
