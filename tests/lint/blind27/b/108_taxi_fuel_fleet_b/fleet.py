FLEET = {
    "A320": {"engines": 2, "ff_per_engine_idle": 0.10},
    "B744": {"engines": 4, "ff_per_engine_idle": 0.16},
    "A346": {"engines": 4, "ff_per_engine_idle": 0.15},
    "B77W": {"engines": 2, "ff_per_engine_idle": 0.25},
}
SCHEDULE = ["A320", "B744", "B77W", "A346", "A320", "B744"]
