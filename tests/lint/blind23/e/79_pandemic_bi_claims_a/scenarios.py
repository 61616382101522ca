SCENARIOS = {
    "no_lockdown": {"beta": 0.3, "gamma": 0.1, "lockdown_day": 999, "effect": 0.0},
    "early_lockdown": {"beta": 0.3, "gamma": 0.1, "lockdown_day": 20, "effect": 0.6},
    "late_lockdown": {"beta": 0.3, "gamma": 0.1, "lockdown_day": 45.5, "effect": 0.6},
    "partial_measures": {"beta": 0.3, "gamma": 0.1, "lockdown_day": 30, "effect": 0.3},
}


def as_args(s):
    return (s["beta"], s["gamma"], s["lockdown_day"], s["effect"])
