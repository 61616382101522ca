SMOOTHING = {"window": 6}
