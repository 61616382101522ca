def latest_from_lab(history):
    return history[-1]


def latest_from_sensor(history):
    return history[-1:]
