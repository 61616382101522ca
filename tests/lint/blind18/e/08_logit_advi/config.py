from dataclasses import dataclass


@dataclass
class VIConfig:
    n_steps: int = 40
    lr: float = 0.05
    mc_samples: int = 8
