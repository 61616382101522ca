from dataclasses import dataclass


@dataclass(frozen=True)
class SolverConfig:
    n_iters: int = 40
    step: float = 0.5
    fairness: float = 0.1


def load_config(site):
    overrides = {"clinic": {}, "depot": {}, "store": {}}
    return SolverConfig(**overrides[site])
