from dataclasses import dataclass


@dataclass
class SWConfig:
    nx: int = 64
    g: float = 9.81
    depth: float = 100.0
    dx: float = 1000.0
    dt: float = 2.0
    n_substeps: int = 8
    n_outputs: int = 12
