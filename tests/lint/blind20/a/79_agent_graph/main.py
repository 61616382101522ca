import equinox as eqx
import jax
import numpy as np

from graph import InteractionGraph, propagate

MAX_AGENTS, FEAT = 12, 4


def main():
    rng = np.random.default_rng(5)
    edge_mlp = eqx.nn.MLP(FEAT + 2, FEAT, 16, 1, key=jax.random.PRNGKey(0))
    for scene in range(6):
        n = int(rng.integers(3, MAX_AGENTS))
        pos = rng.normal(size=(n, 2)).astype(np.float32) * 10
        feats = rng.normal(size=(n, FEAT)).astype(np.float32)
        graph = InteractionGraph(edge_mlp, radius=8.0, n_agents=n)
        out = propagate(graph, pos, feats)
        print(scene, n, out.shape)


if __name__ == "__main__":
    main()
