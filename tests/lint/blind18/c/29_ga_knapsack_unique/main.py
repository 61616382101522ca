import numpy as np

from fitness import knapsack_fitness
from ga import next_generation

NUM_ITEMS = 12
POP = 40


def main():
    rng = np.random.default_rng(0)
    values = rng.integers(1, 20, NUM_ITEMS).astype(np.float32)
    weights = rng.integers(1, 10, NUM_ITEMS).astype(np.float32)
    capacity = np.float32(weights.sum() / 3)
    pop = rng.integers(0, 2, (POP, NUM_ITEMS)).astype(np.int8)
    for gen in range(6):
        fit = np.asarray(knapsack_fitness(pop, values, weights, capacity))
        print(f"gen {gen} pop {len(pop)} best {fit.max():.1f}")
        pop = next_generation(pop, fit, rng)


if __name__ == "__main__":
    main()
