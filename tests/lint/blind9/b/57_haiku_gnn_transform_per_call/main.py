import jax
import numpy as np

from predictor import EnergyPredictor


def random_crystal_graph(rng, n_nodes=12, n_edges=40):
    nodes = rng.normal(size=(n_nodes, 4)).astype(np.float32)
    edges = rng.random((n_edges, 1)).astype(np.float32)
    senders = rng.integers(0, n_nodes, n_edges).astype(np.int32)
    receivers = rng.integers(0, n_nodes, n_edges).astype(np.int32)
    return nodes, edges, senders, receivers


def main():
    rng = np.random.default_rng(0)
    graphs = [random_crystal_graph(rng) for _ in range(5)]
    predictor = EnergyPredictor().init(jax.random.PRNGKey(0), graphs[0])
    for i, g in enumerate(graphs):
        print(f"structure {i}: predicted energy {float(predictor(g)):+.4f}")


if __name__ == "__main__":
    main()
