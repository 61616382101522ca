import numpy as np


def exposed_users(log, min_events=1):
    """Number of users with at least min_events exposure events."""
    return int(np.sum(log >= min_events))


def planned_users(config):
    return config["planned_users_per_arm"]
