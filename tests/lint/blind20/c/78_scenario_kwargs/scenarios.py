SCENARIOS = {
    "status_quo": {},
    "seasonal": {"seasonal_amplitude": 0.2},
    "import_pressure": {"importations": 3.0},
    "seasonal_imports": {"seasonal_amplitude": 0.2, "importations": 3.0},
    "strong_season": {"seasonal_amplitude": 0.35},
}
