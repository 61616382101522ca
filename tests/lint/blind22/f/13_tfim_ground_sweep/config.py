from dataclasses import dataclass, field


@dataclass
class SweepConfig:
    n_sites: int = 4
    n_power_iter: int = 60
    h_values: list = field(default_factory=lambda: [0, 0.5, 1.0, 1.5, 2.0])


def load_config(overrides=None):
    cfg = SweepConfig()
    for k, v in (overrides or {}).items():
        setattr(cfg, k, v)
    return cfg
