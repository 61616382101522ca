from dataclasses import dataclass


@dataclass(frozen=True)
class VIConfig:
    num_samples: int = 8
    prior_scale: float = 1.0
    full_cov: bool = False
