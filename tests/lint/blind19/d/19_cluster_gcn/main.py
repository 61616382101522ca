import jax
import numpy as np

from partition import induced_subgraph, random_partition
from steps import make_train_step, tx

N, F, C = 240, 12, 4


def main():
    rng = np.random.default_rng(0)
    adj = (rng.random((N, N)) < 0.03).astype(np.float32)
    adj = np.maximum(adj, adj.T)
    x = rng.normal(size=(N, F)).astype(np.float32)
    y = rng.integers(0, C, N).astype(np.int32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (F, 16)) * 0.1, "w2": jax.random.normal(k2, (16, C)) * 0.1}
    opt_state = tx.init(params)
    parts = random_partition(N, 6, rng)
    for epoch in range(2):
        for nodes in parts:
            a_sub, x_sub, y_sub = induced_subgraph(adj, x, y, nodes)
            step = make_train_step(len(nodes))
            params, opt_state, loss = step(params, opt_state, a_sub, x_sub, y_sub)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
