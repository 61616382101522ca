from dataclasses import dataclass


@dataclass(frozen=True)
class AnnealConfig:
    temperature: float
    step_scale: float = 0.3
