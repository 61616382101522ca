from dataclasses import dataclass


@dataclass(frozen=True)
class ExplorationConfig:
    epsilon: float = 1.0
    n_actions: int = 4
    temperature: float = 1.0
