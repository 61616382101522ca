SETTINGS = {
    "breed": "jersey",
    "lactation_days": 305,
}

# Wood's lactation curve parameters (a, b, c) by breed
WOOD_PARAMS = {
    "holstein": (20.0, 0.20, 0.0040),
    "jersey": (14.0, 0.18, 0.0035),
}
