PIPELINE = {
    "target_levels_hpa": [850.0, 700.0, 500.0, 300.0],
    "interp_method": "Log-Linear",
}


def load_config():
    cfg = dict(PIPELINE)
    cfg["interp_method"] = cfg["interp_method"].lower()
    return cfg
