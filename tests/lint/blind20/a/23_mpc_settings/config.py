class MPCSettings:
    def __init__(self, horizon=12, dt=0.2, wheelbase=2.8, iters=15):
        self.horizon = horizon
        self.dt = dt
        self.wheelbase = wheelbase
        self.iters = iters


def settings_for(mode):
    if mode == "highway":
        return MPCSettings(horizon=12, dt=0.2)
    return MPCSettings(horizon=12, dt=0.2, wheelbase=2.8)
