import numpy as np

from laplacian import GraphHeatSolver

N_NODES, N_EDGES = 40, 90


def random_mesh(rng):
    s = rng.integers(0, N_NODES, N_EDGES)
    r = (s + rng.integers(1, 4, N_EDGES)) % N_NODES
    senders = np.concatenate([s, r]).astype(np.int32)
    receivers = np.concatenate([r, s]).astype(np.int32)
    w = np.tile(rng.uniform(0.5, 1.5, N_EDGES), 2).astype(np.float32)
    return senders, receivers, w


def main():
    rng = np.random.default_rng(0)
    source = np.zeros(N_NODES, np.float32)
    source[0] = 1.0
    for sample in range(5):
        senders, receivers, w = random_mesh(rng)
        solver = GraphHeatSolver(senders, receivers, w, N_NODES)
        u = solver(source)
        print(f"mesh {sample}: u[0]={float(u[0]):.4f} spread={float((u > 1e-3).sum())} nodes")


if __name__ == "__main__":
    main()
