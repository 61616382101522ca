class FitConfig:
    def __init__(self, penalty="l2", alpha=0.1, n_iter=50):
        self.penalty = penalty
        self.alpha = alpha
        self.n_iter = n_iter
