import numpy as np

CARS = ["P1", "P2", "P3", "P4"]
MAINTENANCE = {"P2": range(10, 20), "P4": range(15, 25)}


def cars_in_service(t):
    return [c for c in CARS if t not in MAINTENANCE.get(c, ())]


def car_positions(cars, t):
    return np.array([(3 * i + t) % 18 for i, _ in enumerate(cars)], np.float32)
