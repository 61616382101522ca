SETTINGS = {
    "interpolation": "linear",
    "milk_test_interval_days": 30,
    "lactation_length": 305,
}
