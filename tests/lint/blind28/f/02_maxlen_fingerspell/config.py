from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    max_frames: int = 48
    num_landmarks: int = 21
    vocab: int = 28
    hidden: int = 32
    batch_size: int = 6
    lr: float = 3e-3
    epochs: int = 3
