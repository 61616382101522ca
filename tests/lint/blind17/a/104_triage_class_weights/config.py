DEFAULTS = {
    "class_weights": [1.0, 2.0, 4.0],
    "reweight_after": 2,
}
