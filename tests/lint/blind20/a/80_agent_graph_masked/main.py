import equinox as eqx
import jax
import numpy as np

from graph import InteractionGraph, propagate

MAX_AGENTS, FEAT = 12, 4


def main():
    rng = np.random.default_rng(5)
    edge_mlp = eqx.nn.MLP(FEAT + 2, FEAT, 16, 1, key=jax.random.PRNGKey(0))
    graph = InteractionGraph(edge_mlp, radius=8.0)
    for scene in range(6):
        n = int(rng.integers(3, MAX_AGENTS))
        pos = np.zeros((MAX_AGENTS, 2), np.float32)
        feats = np.zeros((MAX_AGENTS, FEAT), np.float32)
        pos[:n] = rng.normal(size=(n, 2)) * 10
        feats[:n] = rng.normal(size=(n, FEAT))
        valid = np.arange(MAX_AGENTS) < n
        out = propagate(graph, pos, feats, valid)[:n]
        print(scene, n, out.shape)


if __name__ == "__main__":
    main()
