import jax
import numpy as np

from clustering import kmeans

K_GRID = [3, 4, 5, 6]
N_ITER = 20


def main():
    rng = np.random.default_rng(0)
    pcs = rng.normal(size=(300, 10)).astype(np.float32)
    key = jax.random.PRNGKey(0)
    inertia = {}
    for k in K_GRID:
        for restart in range(3):
            key, sub = jax.random.split(key)
            _, score = kmeans(sub, pcs, n_clusters=k, n_iter=N_ITER)
            inertia[k] = min(inertia.get(k, np.inf), float(score))
    print(inertia)


if __name__ == "__main__":
    main()
