class SolverConfig:
    def __init__(self, n=48, du=0.16, dv=0.08, feed=0.035, kill=0.065, dt=1.0, steps_per_frame=20):
        self.n = n
        self.du = du
        self.dv = dv
        self.feed = feed
        self.kill = kill
        self.dt = dt
        self.steps_per_frame = steps_per_frame

    @classmethod
    def from_dict(cls, d):
        return cls(**d)
