import numpy as np


def plugged_from_plan(plan):
    return np.asarray([1.0 if slot["power"] else 0.0 for slot in plan], np.float32)


def plugged_from_sensors(current_amp):
    return current_amp > 0.5


def make_plan(rng, n):
    return [{"bay": i // 10, "power": bool(rng.uniform() > 0.2)} for i in range(n)]
