import json

RAW = """
{"default": {"threshold": 0.5},
 "EU": {"threshold": [0.35]},
 "US": {"threshold": 0.6}}
"""

def load_thresholds():
    return {k: v["threshold"] for k, v in json.loads(RAW).items()}
