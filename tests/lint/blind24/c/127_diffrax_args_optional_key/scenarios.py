BASE = {"hire_rate": 8.0, "quit_rate": 0.02}

SCENARIOS = {
    "baseline": dict(BASE),
    "freeze_q3": dict(BASE, freeze_start=6.0),
    "aggressive": dict(BASE, hire_rate=14.0),
}
