from dataclasses import dataclass


@dataclass(frozen=True)
class DecodeConfig:
    beam_size: int = 4
    length_penalty: float = 0.6
    max_len: int = 12
