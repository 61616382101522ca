import numpy as np

from planner import MAX_OBSTACLES


def visible_slots(obstacles, pos, sensor_range):
    dist = np.linalg.norm(obstacles[:, :2] - pos, axis=1)
    order = np.argsort(dist)[:MAX_OBSTACLES]
    slots = np.zeros((MAX_OBSTACLES, 3), np.float32)
    active = np.zeros(MAX_OBSTACLES, np.float32)
    slots[: len(order)] = obstacles[order]
    active[: len(order)] = dist[order] < sensor_range
    return slots, active
