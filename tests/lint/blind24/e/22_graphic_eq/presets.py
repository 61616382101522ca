import json

_RAW = """
{
  "dialog": {"gains_db": [-2.0, 0.0, 3.0, 2.0, -1.0], "q": 1.2},
  "music": {"gains_db": [2.0, 1.0, 0.0, 1.0, 2.5], "q": 0.8}
}
"""

TRAILER = {"gains_db": (4.0, 2.0, -1.0, 2.0, 4.0), "q": 1.0}


def load_presets():
    presets = json.loads(_RAW)
    presets["trailer"] = TRAILER
    return presets
