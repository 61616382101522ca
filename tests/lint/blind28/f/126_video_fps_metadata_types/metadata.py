import json

RAW = """[
  {"file": "s01_hello.mp4", "fps": 30, "frames": 36},
  {"file": "s02_hello.mp4", "fps": 29.97, "frames": 36},
  {"file": "s03_thanks.mp4", "fps": 25, "frames": 36},
  {"file": "s04_thanks.mp4", "fps": 59.94, "frames": 36}
]"""


def load_index():
    return json.loads(RAW)
