from dataclasses import dataclass


@dataclass
class RunConfig:
    use_refreeze: bool = True
    n_years: int = 8
    n_cells: int = 50
