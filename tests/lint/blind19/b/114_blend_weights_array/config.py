STRATEGIES = ["trend", "carry", "value"]
DEFAULT_BLEND = [0.5, 0.3, 0.2]
