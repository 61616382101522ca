ARM_FEATURES = {
    "control": (0, 1, 2, 3, 4, 5),
    "no_price": (0, 1, 2, 4, 5),
    "minimal": (0, 1),
}


def features_for(arm):
    return ARM_FEATURES[arm]
