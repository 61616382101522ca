import jax
import jax.numpy as jnp
import numpy as np

from graph import proximity_adjacency


@jax.jit
def message_pass(feats, adj, w):
    agg = adj.T @ (feats @ w)
    return jnp.tanh(feats + agg)


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(size=(4, 4)) * 0.1, jnp.float32)
    for frame in range(5):
        pos = (rng.random((22, 2)) * [105, 68]).astype(np.float32)
        feats = np.concatenate([pos / 100.0, rng.normal(size=(22, 2))], -1).astype(np.float32)
        adj = proximity_adjacency(pos)
        h = message_pass(feats, adj, w)
        print(frame, int(adj.sum()), round(float(h.mean()), 4))


if __name__ == "__main__":
    main()
