import jax
import numpy as np
import optax

from layers import init_sage
from steps import get_update_fn

N_NODES = 40
N_EDGES = 120


def make_molecule_like_graph(rng):
    senders = rng.integers(0, N_NODES, N_EDGES).astype(np.int32)
    receivers = rng.integers(0, N_NODES, N_EDGES).astype(np.int32)
    x = rng.normal(size=(N_NODES, 6)).astype(np.float32)
    targets = np.tanh(x[:, 0] - x[:, 1]).astype(np.float32)
    return x, senders, receivers, targets


def main():
    rng = np.random.default_rng(0)
    x, senders, receivers, targets = make_molecule_like_graph(rng)
    params = init_sage(jax.random.PRNGKey(0), 6, 16, 1)
    optimizer = optax.sgd(0.05, momentum=0.9)
    opt_state = optimizer.init(params)

    for epoch in range(6):
        update = get_update_fn(optimizer)
        params, opt_state, loss = update(params, opt_state, x, senders, receivers, targets)
        if epoch % 2 == 0:
            print(f"epoch {epoch}: mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
