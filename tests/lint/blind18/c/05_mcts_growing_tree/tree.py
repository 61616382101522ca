import numpy as np


class SearchTree:
    """Flat array tree: node i has a parent index and per-node statistics."""

    def __init__(self, num_actions):
        self.num_actions = num_actions
        self.parent = np.array([-1], dtype=np.int32)
        self.action = np.array([-1], dtype=np.int32)
        self.visits = np.zeros(1, dtype=np.float32)
        self.value_sum = np.zeros(1, dtype=np.float32)
        self.children = {0: {}}

    def expand(self, node, action):
        idx = len(self.parent)
        self.parent = np.append(self.parent, np.int32(node))
        self.action = np.append(self.action, np.int32(action))
        self.visits = np.append(self.visits, np.float32(0))
        self.value_sum = np.append(self.value_sum, np.float32(0))
        self.children[node][action] = idx
        self.children[idx] = {}
        return idx

    def path_to_root(self, node):
        path = []
        while node >= 0:
            path.append(node)
            node = int(self.parent[node])
        return path
