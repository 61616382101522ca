from dataclasses import dataclass


@dataclass
class TrainConfig:
    peak_lr: float = 1e-3
    warmup_steps: int = 4
    total_steps: int = 8
    batch_size: int = 8
    seq_len: int = 12
