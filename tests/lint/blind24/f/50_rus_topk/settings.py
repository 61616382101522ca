SETTINGS = {
    "n_resonances": 6,
    "f_min_khz": 50.0,
    "f_max_khz": 450.0,
    "n_points": 4000,
}
