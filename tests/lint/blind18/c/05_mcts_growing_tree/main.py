import numpy as np

from search import simulate
from tree import SearchTree


def run_search(num_simulations=10, num_actions=3, seed=0):
    rng = np.random.default_rng(seed)
    tree = SearchTree(num_actions)
    for _ in range(num_simulations):
        simulate(tree, rng)
    root_kids = tree.children[0]
    counts = [tree.visits[root_kids[a]] if a in root_kids else 0 for a in range(num_actions)]
    return counts


if __name__ == "__main__":
    print("root visit counts", run_search())
