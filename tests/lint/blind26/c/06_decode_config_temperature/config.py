from dataclasses import dataclass


@dataclass
class DecodeConfig:
    temperature: float = 1.0
    max_len: int = 16
    top_k: int = 5


SWEEP = [DecodeConfig(temperature=t) for t in (1.0, 0.8, 0.6, 0.4)]
