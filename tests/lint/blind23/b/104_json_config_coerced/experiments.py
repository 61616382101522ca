import json

EXPERIMENTS_JSON = """
[
  {"name": "smooth_strong", "smoothing": 10, "damping": 0.1},
  {"name": "smooth_mid", "smoothing": 2.5, "damping": 0.1},
  {"name": "smooth_weak", "smoothing": 1, "damping": 0.1},
  {"name": "smooth_tiny", "smoothing": 0.2, "damping": 0.1}
]
"""


def load_experiments():
    return json.loads(EXPERIMENTS_JSON)
