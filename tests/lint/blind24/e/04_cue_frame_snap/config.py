from dataclasses import dataclass


@dataclass(frozen=True)
class AlignConfig:
    max_tokens: int = 24
    batch_size: int = 8
    frame_rate: float = 25.0
    epochs: int = 2
