import jax
import numpy as np

from mcts import BatchedRootSearch


def play_out(key, num_moves=6, actions=7):
    rng = np.random.default_rng(0)
    visits = []
    for move in range(num_moves):
        prior = rng.dirichlet(np.ones(actions)).astype(np.float32)
        values = rng.uniform(-1, 1, actions).astype(np.float32)
        key, sub = jax.random.split(key)
        searcher = BatchedRootSearch(num_simulations=32)
        visits.append(np.asarray(searcher.search(prior, values, sub)))
    return visits


if __name__ == "__main__":
    pis = play_out(jax.random.PRNGKey(0))
    print([int(p.argmax()) for p in pis])
