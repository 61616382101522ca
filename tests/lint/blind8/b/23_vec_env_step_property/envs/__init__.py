from .mountain_car import MountainCar, EnvState

__all__ = ["MountainCar", "EnvState"]
