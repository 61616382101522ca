import numpy as np


def load_page(rng, source):
    """Greyscale page crops from the digitisation sources of one volume."""
    if source == "microfilm":
        return rng.integers(0, 256, size=(4, 32, 32)).astype(np.uint8)
    return rng.random((4, 32, 32)).astype(np.float32)


def page_stream(seed=0):
    rng = np.random.default_rng(seed)
    for source in ["flatbed", "microfilm", "flatbed", "camera", "microfilm"]:
        yield source, load_page(rng, source)
