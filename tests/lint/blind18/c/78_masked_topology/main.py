import numpy as np

from evaluate import xor_like_fitness
from genome import Genome


def task(rng, n=64):
    x = rng.choice([-1.0, 1.0], size=(n, 4)).astype(np.float32)
    y = np.stack([x[:, 0] * x[:, 1], x[:, 2] * x[:, 3]], axis=1).astype(np.float32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    inputs, targets = task(rng)
    lineage = Genome(rng)
    best = float(xor_like_fitness(lineage.weights(), inputs, targets))
    for gen in range(6):
        if gen % 2 == 0:
            lineage.add_node(rng)
        lineage.perturb(rng)
        score = float(xor_like_fitness(lineage.weights(), inputs, targets))
        best = max(best, score)
        print(f"gen {gen} hidden {lineage.hidden} score {score:.4f} best {best:.4f}")


if __name__ == "__main__":
    main()
