CALIBRATED = {
    "Severn": {"fc": 210.0, "beta": 2.1, "k": 0.18},
    "Thames": {"fc": 320.0, "beta": 1.4, "k": 0.07},
    "Wye": {"fc": 150.0, "beta": 2.8, "k": 0.25},
    "Trent": {"fc": 260.0, "beta": 1.9, "k": 0.11},
}
