SETTINGS = {
    "mesh": (30, 4),          # spatial cells, energy groups
    "target_ratio": 5.0,      # upper/lower window ratio
    "damping": 0.5,
}


def split_settings(s):
    static = s["mesh"]
    dynamic = {"target_ratio": s["target_ratio"], "damping": s["damping"]}
    return static, dynamic
