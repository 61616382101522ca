DEFAULTS = {"seasonal_amplitude": 0.0, "importations": 0.0}

_OVERRIDES = {
    "status_quo": {},
    "seasonal": {"seasonal_amplitude": 0.2},
    "import_pressure": {"importations": 3.0},
    "seasonal_imports": {"seasonal_amplitude": 0.2, "importations": 3.0},
    "strong_season": {"seasonal_amplitude": 0.35},
}

SCENARIOS = {name: {**DEFAULTS, **override} for name, override in _OVERRIDES.items()}
