SWEEP = [
    {"lr": 0.05},
    {"lr": 0.05, "max_grad_norm": 1.0},
    {"lr": 0.1},
    {"lr": 0.1, "max_grad_norm": 1.0},
]


def clip_setting(point):
    """None means clipping is disabled."""
    return point.get("max_grad_norm")
