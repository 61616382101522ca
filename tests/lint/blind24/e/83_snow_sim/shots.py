SHOT_ENV = {
    "ext_night_01": {"wind": 0.4, "drag": 1.2},
    "ext_night_02": {"wind": 0.6, "drag": 1.2},
    "ext_dawn_01": {"wind": 0.1, "drag": 0.9},
    "ext_dawn_02": {"wind": 0.1, "drag": 0.9},
}
