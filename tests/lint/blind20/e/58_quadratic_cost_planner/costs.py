from dataclasses import dataclass


@dataclass(frozen=True)
class CostSpec:
    q_pos: float
    q_vel: float
    r: float

    def stage(self, x, u):
        return self.q_pos * x[0] ** 2 + self.q_vel * x[1] ** 2 + self.r * u ** 2


def spec_from_config(cfg):
    return CostSpec(cfg["q_pos"], cfg["q_vel"], cfg["r"])
