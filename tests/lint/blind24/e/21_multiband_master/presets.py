BROADCAST = {"edges": (0, 40, 300, 1025), "thresholds": (0.3, 0.2, 0.1), "ratio": 4.0}
PODCAST = {"edges": (0, 40, 300, 1025), "thresholds": [0.4, 0.25, 0.15], "ratio": 3.0}
