class CostSpec:
    def __init__(self, q_pos, q_vel, r):
        self.q_pos = q_pos
        self.q_vel = q_vel
        self.r = r

    def stage(self, x, u):
        return self.q_pos * x[0] ** 2 + self.q_vel * x[1] ** 2 + self.r * u ** 2


def spec_from_config(cfg):
    return CostSpec(cfg["q_pos"], cfg["q_vel"], cfg["r"])
