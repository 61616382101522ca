class OutbreakConfig:
    def __init__(self, n_days=60, dt=0.25):
        self.n_days = n_days
        self.dt = dt

    @property
    def n_steps(self):
        return int(self.n_days / self.dt)
