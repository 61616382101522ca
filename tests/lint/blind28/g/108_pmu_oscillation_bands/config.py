import json

DEFAULT_BANDS = ((0.1, 0.8), (0.8, 2.0))   # inter-area, local modes


def load_bands(path_text=None):
    if path_text is None:
        return DEFAULT_BANDS
    return json.loads(path_text)["bands"]
