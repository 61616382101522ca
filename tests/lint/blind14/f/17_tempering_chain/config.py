from dataclasses import dataclass


@dataclass(frozen=True)
class AnnealConfig:
    step_scale: float = 0.3
