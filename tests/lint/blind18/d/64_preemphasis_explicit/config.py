from dataclasses import dataclass


@dataclass
class FrontendConfig:
    preemph: float = 0.97
    clip_len: int = 4000
