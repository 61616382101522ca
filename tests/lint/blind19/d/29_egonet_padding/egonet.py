import numpy as np

MAX_NODES = 32


class EgoNetSampler:
    def __init__(self, senders, receivers, n_nodes, seed=0):
        self.adj = [[] for _ in range(n_nodes)]
        for s, r in zip(senders, receivers):
            self.adj[s].append(r)
            self.adj[r].append(s)
        self.rng = np.random.default_rng(seed)

    def sample(self, center):
        nodes = [center]
        for v in list(self.adj[center]):
            if len(nodes) < MAX_NODES and v not in nodes:
                nodes.append(v)
        for u in list(nodes[1:]):
            for v in self.adj[u]:
                if len(nodes) < MAX_NODES and v not in nodes:
                    nodes.append(v)
        local = {v: i for i, v in enumerate(nodes)}
        edges = [(local[u], local[v]) for u in nodes for v in self.adj[u] if v in local]
        edges = np.asarray(edges, np.int32).reshape(-1, 2)
        node_ids = np.zeros(MAX_NODES, np.int32)
        node_ids[:len(nodes)] = nodes
        mask = np.zeros(MAX_NODES, np.float32)
        mask[:len(nodes)] = 1.0
        return node_ids, mask, edges[:, 0], edges[:, 1]
