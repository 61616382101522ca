SETTINGS = {
    "standard_depths": [0, 10, 20, 30, 50, 75, 100, 125, 150, 200, 250, 300, 400, 500],
    "interp_method": "linear",
    "max_gap_m": 50.0,
}
