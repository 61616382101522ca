from dataclasses import dataclass


@dataclass(frozen=True)
class DispatchConfig:
    n_cars: int = 4
    n_floors: int = 20
    policy: str = "nearest_car"
    door_time: float = 4.0
    travel_time_per_floor: float = 1.5
