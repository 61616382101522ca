class GEVSettings:
    def __init__(self, n_iter=150, lr=0.02, return_periods=(2, 10, 50, 100)):
        self.n_iter = n_iter
        self.lr = lr
        self.return_periods = return_periods
