from dataclasses import dataclass


@dataclass(eq=False)
class SolverConfig:
    n_iters: int = 30
    step_size: float = 0.05
    penalty: float = 5.0
