SCENARIOS = [
    {"name": "merge", "dt": 0.1, "n_steps": 30},
    {"name": "roundabout", "dt": 0.1, "n_steps": 30},
    {"name": "parking", "dt": 1.0, "n_steps": 30},
    {"name": "highway", "dt": 0.2, "n_steps": 30},
    {"name": "intersection", "n_steps": 30},
]


def get_dt(cfg, default=1.0):
    return float(cfg.get("dt", default))
