RECIPES = [
    {"name": "spike_1050", "lamp_power": 60.0, "ramp": 4.0, "hold": 2.0, "log_hz": 4},
    {"name": "soak_950", "lamp_power": 45.0, "ramp": 6.0, "hold": 10.0, "log_hz": 4},
    {"name": "spike_1000", "lamp_power": 52.0, "ramp": 4.0, "hold": 2.0, "log_hz": 4},
    {"name": "soak_1000", "lamp_power": 50.0, "ramp": 6.0, "hold": 10.0, "log_hz": 4},
]
