from dataclasses import dataclass


@dataclass(frozen=True)
class LossConfig:
    num_classes: int
    ignore_index: int = 255
