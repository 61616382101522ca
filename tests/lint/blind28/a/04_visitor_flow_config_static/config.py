from dataclasses import dataclass


@dataclass(frozen=True)
class FlowConfig:
    n_zones: int = 6
    steps_per_hour: int = 12
    damping: float = 0.15


DEFAULT = FlowConfig()
