from dataclasses import dataclass


@dataclass(frozen=True)
class ClothConfig:
    n: int = 8
    spacing: float = 0.1
    dt: float = 1.0 / 60.0
    substeps: int = 12
    gusts: tuple = (0.0, 1.5, 3.2, 0.4, 5.0, 2.5)
