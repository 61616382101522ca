from dataclasses import dataclass


@dataclass
class RunConfig:
    texture_class: str = "silty_clay_loam"
    n_layers: int = 12
    days: int = 40


CFG = RunConfig()
