from dataclasses import dataclass, replace


@dataclass(frozen=True)
class RunConfig:
    L: int = 8
    n_sweeps: int = 30
    seed: int = 0


def ensemble(base, n_runs):
    return [replace(base, seed=s) for s in range(n_runs)]
