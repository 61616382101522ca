from collections import OrderedDict

SCENARIO_SHEETS = {
    "base": [("transport", 1.0), ("handling", 0.4), ("storage", 0.2)],
    "peak": [("handling", 0.7), ("transport", 1.3), ("storage", 0.2)],
    "lean": [("storage", 0.1), ("transport", 0.9), ("handling", 0.4)],
}


def load_weights(name):
    return OrderedDict((k, float(v)) for k, v in SCENARIO_SHEETS[name])
