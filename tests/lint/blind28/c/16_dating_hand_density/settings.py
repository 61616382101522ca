class KernelSettings:
    def __init__(self, bandwidth=25.0, n_grid=60, start=1200, end=1700):
        self.bandwidth = bandwidth
        self.n_grid = n_grid
        self.start = start
        self.end = end
