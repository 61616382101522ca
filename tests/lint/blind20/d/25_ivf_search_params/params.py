class SearchParams:
    def __init__(self, k=5, n_probe=2):
        self.k = k
        self.n_probe = n_probe

    def __repr__(self):
        return f"SearchParams(k={self.k}, n_probe={self.n_probe})"
