"""Tune the number of feature-propagation rounds (SGC-style) on a co-purchase graph."""
import jax.numpy as jnp
import numpy as np

from propagate import smooth_features

N, F = 50, 6
CANDIDATE_ROUNDS = range(1, 7)


def citation_graph(rng):
    topic = rng.integers(0, 2, N)
    adj = (rng.random((N, N)) < np.where(topic[:, None] == topic[None], 0.15, 0.02)).astype(np.float32)
    adj = np.maximum(adj, adj.T) + np.eye(N, dtype=np.float32)
    x = rng.normal(size=(N, F)).astype(np.float32) + topic[:, None] * 0.4
    return jnp.asarray(adj / adj.sum(1, keepdims=True)), jnp.asarray(x), topic


def separation_loss(h, topic):
    m0, m1 = h[topic == 0].mean(0), h[topic == 1].mean(0)
    return -float(np.linalg.norm(m0 - m1) / (np.asarray(h).std() + 1e-6))


def main():
    rng = np.random.default_rng(0)
    a_hat, x, topic = citation_graph(rng)
    n_rounds = 2
    tried = {}
    for trial in range(6):
        h = np.asarray(smooth_features(a_hat, x, n_rounds))
        tried[int(n_rounds)] = separation_loss(h, topic)
        untried = [r for r in CANDIDATE_ROUNDS if int(r) not in tried]
        print(f"trial {trial}: rounds {int(n_rounds)} loss {tried[int(n_rounds)]:.3f}")
        if not untried:
            break
        n_rounds = untried[0]


if __name__ == "__main__":
    main()
