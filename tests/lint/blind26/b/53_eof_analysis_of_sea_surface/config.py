from dataclasses import dataclass


@dataclass(frozen=True)
class EOFConfig:
    max_modes: int = 6
    variance_target: float = 0.95
