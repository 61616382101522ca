from dataclasses import dataclass


@dataclass
class TankProgramme:
    name: str
    setpoint: float = 18
    ramp_per_day: float = 0.5
