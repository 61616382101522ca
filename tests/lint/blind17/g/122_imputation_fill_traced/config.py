FEATURE_CONFIG = {
    "fill_value": "nan",
    "clip": "5.0",
}


def load_feature_config():
    return {
        "fill_value": float(FEATURE_CONFIG["fill_value"]),
        "clip": float(FEATURE_CONFIG["clip"]),
    }
