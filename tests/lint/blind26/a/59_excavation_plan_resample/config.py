CONFIG = {"plan": {"out_h": 48, "out_w": 64, "method": "linear"}}


def out_shape():
    p = CONFIG["plan"]
    return (p["out_h"], p["out_w"])
