DEFAULTS = {
    "horizon": 12,
    "action_bounds": (-1.0, 1.0),
    "iters": 20,
}

TASKS = {
    "reach": {},
    "push": {"action_bounds": [-2.0, 2.0]},
    "lift": {"action_bounds": (-1.5, 1.5)},
}


def task_config(name):
    cfg = dict(DEFAULTS)
    cfg.update(TASKS[name])
    return cfg
