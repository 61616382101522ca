import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def backup(visits, value_sum, on_path, leaf_value):
    visits = visits + on_path
    value_sum = value_sum + on_path * leaf_value
    return visits, value_sum


def select_action(tree, node, c_puct=1.4):
    kids = tree.children[node]
    best, best_score = None, -np.inf
    total = tree.visits[node] + 1.0
    for a in range(tree.num_actions):
        if a not in kids:
            return a, None
        idx = kids[a]
        q = tree.value_sum[idx] / max(tree.visits[idx], 1.0)
        u = c_puct * np.sqrt(total) / (1.0 + tree.visits[idx])
        if q + u > best_score:
            best, best_score = a, q + u
    return best, kids[best]


def simulate(tree, rng):
    node = 0
    while True:
        action, child = select_action(tree, node)
        if child is None:
            leaf = tree.expand(node, action)
            break
        node = child
    on_path = np.zeros(len(tree.parent), dtype=np.float32)
    on_path[tree.path_to_root(leaf)] = 1.0
    leaf_value = np.float32(rng.uniform(-1, 1))
    visits, value_sum = backup(tree.visits, tree.value_sum, on_path, leaf_value)
    tree.visits = np.asarray(visits)
    tree.value_sum = np.asarray(value_sum)
