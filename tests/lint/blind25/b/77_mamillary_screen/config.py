from dataclasses import dataclass


@dataclass
class StudyConfig:
    n_compartments: int = 2
    n_steps: int = 300
    dt: float = 0.1
    compounds: tuple = ("AZ-17", "AZ-22", "AZ-31", "AZ-40")
