from dataclasses import dataclass


@dataclass(frozen=True)
class MixConfig:
    sample_rate: int = 16000
    target_lufs: float = -14.0
    limiter_ceiling: float = 0.98
