import numpy as np

SHOT_SETTINGS = {
    "gs_010": {"screen_color": (0.1, 0.8, 0.2)},
    "gs_020": {"screen_color": (0.1, 0.75, 0.25), "garbage_box": (4, 30, 6, 42)},
    "gs_030": {"screen_color": (0.12, 0.8, 0.2)},
    "gs_040": {"screen_color": (0.1, 0.8, 0.2), "garbage_box": (2, 34, 0, 40)},
}


def key_kwargs(settings, h, w):
    kw = {"screen_color": np.array(settings["screen_color"], np.float32)}
    if "garbage_box" in settings:
        y0, y1, x0, x1 = settings["garbage_box"]
        g = np.zeros((h, w), np.float32)
        g[y0:y1, x0:x1] = 1.0
        kw["garbage"] = g
    return kw
