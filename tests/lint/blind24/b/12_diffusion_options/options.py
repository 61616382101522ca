from dataclasses import dataclass


@dataclass(frozen=True)
class DiffusionOptions:
    n_cells: int = 60
    n_iters: int = 200
    boundary: str = "vacuum"


def options_for(core):
    return DiffusionOptions(n_cells=core.get("n_cells", 60), n_iters=200, boundary="vacuum")
