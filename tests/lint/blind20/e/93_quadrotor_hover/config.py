SCENARIO = {
    "initial_state": [0.0, 0.0, -0.5, 0.0],
    "hover_height": 1.0,
    "mass": 0.8,
    "dt": 0.02,
    "steps": 10,
}
