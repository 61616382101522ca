EXPERIMENTS = [
    {"name": "standard"},
    {"name": "winter_inversion", "inversion_height": 800.0},
    {"name": "moist_adiabat", "lapse_rate": -5.0e-3},
    {"name": "standard_repeat"},
]
