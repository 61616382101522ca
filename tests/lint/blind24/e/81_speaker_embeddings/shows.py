import numpy as np

SHOWS = ["morning_news", "drama_s01", "panel_talk", "drama_s02"]
ADAPTED = {"drama_s01", "drama_s02"}


def load_adapter(show, dim=16):
    rng = np.random.default_rng(len(show))
    return (0.05 * rng.standard_normal((dim, dim))).astype(np.float32)


def segments_for(show, n=10):
    rng = np.random.default_rng(sum(map(ord, show)))
    return rng.standard_normal((n, 40)).astype(np.float32)
