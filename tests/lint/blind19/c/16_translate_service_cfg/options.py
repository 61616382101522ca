from dataclasses import dataclass


@dataclass(frozen=True)
class DecodeOptions:
    max_len: int = 8
    length_penalty: float = 0.6
    eos_id: int = 2
