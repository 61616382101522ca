import jax
import jax.numpy as jnp
import numpy as np

N_ACTIONS = 3  # take 1, 2 or 3 stones


@jax.jit
def puct_scores(q, visits, prior, c_puct):
    total = jnp.sum(visits)
    return q + c_puct * prior * jnp.sqrt(total + 1.0) / (1.0 + visits)


@jax.jit
def visit_policy(visits, temperature):
    logits = jnp.log(visits + 1e-8) / temperature
    return jax.nn.softmax(logits)


class Node:
    def __init__(self):
        self.visits = np.zeros(N_ACTIONS, np.float32)
        self.value_sum = np.zeros(N_ACTIONS, np.float32)
        self.children = {}


def legal(stones):
    return np.array([stones >= a + 1 for a in range(N_ACTIONS)])


def simulate(node, stones, c_puct, prior):
    """Returns value for the player to move at `node` (Nim: taking the last stone wins)."""
    if stones == 0:
        return -1.0
    q = np.where(node.visits > 0, node.value_sum / np.maximum(node.visits, 1), 0.0).astype(np.float32)
    scores = np.array(puct_scores(q, node.visits, prior, c_puct))
    scores[~legal(stones)] = -np.inf
    a = int(np.argmax(scores))
    child = node.children.setdefault(a, Node())
    value = -simulate(child, stones - (a + 1), c_puct, prior)
    node.visits[a] += 1
    node.value_sum[a] += value
    return value


def search(stones, n_simulations, c_puct=1.5):
    root = Node()
    prior = np.full(N_ACTIONS, 1.0 / N_ACTIONS, np.float32)
    for _ in range(n_simulations):
        simulate(root, stones, np.float32(c_puct), prior)
    return root.visits
