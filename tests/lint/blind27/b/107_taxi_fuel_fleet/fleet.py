FLEET = {
    "A320": {"engines": 2, "ff_per_engine_idle": 0.10},
    "B738": {"engines": 2, "ff_per_engine_idle": 0.11},
    "A321": {"engines": 2, "ff_per_engine_idle": 0.12},
}
SCHEDULE = ["A320", "B738", "A321", "A320", "A321", "B738"]
