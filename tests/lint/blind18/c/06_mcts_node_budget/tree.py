import numpy as np


class SearchTree:
    """Flat array tree with a preallocated node budget."""

    def __init__(self, num_actions, capacity=64):
        self.num_actions = num_actions
        self.capacity = capacity
        self.size = 1
        self.parent = np.full(capacity, -1, dtype=np.int32)
        self.action = np.full(capacity, -1, dtype=np.int32)
        self.visits = np.zeros(capacity, dtype=np.float32)
        self.value_sum = np.zeros(capacity, dtype=np.float32)
        self.children = {0: {}}

    def expand(self, node, action):
        if self.size >= self.capacity:
            raise RuntimeError("search tree is full")
        idx = self.size
        self.size += 1
        self.parent[idx] = node
        self.action[idx] = action
        self.children[node][action] = idx
        self.children[idx] = {}
        return idx

    def path_to_root(self, node):
        path = []
        while node >= 0:
            path.append(node)
            node = int(self.parent[node])
        return path
