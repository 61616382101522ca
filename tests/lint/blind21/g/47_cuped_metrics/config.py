from dataclasses import dataclass


@dataclass(frozen=True)
class CupedConfig:
    winsor_quantile: float = 0.99
    use_covariate: bool = True
