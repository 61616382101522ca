from dataclasses import dataclass, field


@dataclass
class SweepConfig:
    n_sites: int = 4
    n_power_iter: int = 60
    h_values: list = field(default_factory=lambda: [0, 0.5, 1.0, 1.5, 2.0])

    def __post_init__(self):
        self.h_values = [float(h) for h in self.h_values]


def load_config(overrides=None):
    cfg = SweepConfig(**(overrides or {}))
    return cfg
