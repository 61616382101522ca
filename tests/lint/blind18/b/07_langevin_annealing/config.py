from dataclasses import dataclass


@dataclass
class MDConfig:
    n_atoms: int = 8
    dt: float = 0.005
    gamma: float = 0.5
    temperature: int = 600
    anneal: float = 0.9
    n_cycles: int = 4
    steps_per_cycle: int = 3
