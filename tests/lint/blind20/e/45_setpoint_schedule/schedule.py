SETPOINTS = [0, 1, 1.5, 2, 2.5, 3, 2, 1]


def setpoint_at(k, hold=3):
    return SETPOINTS[(k // hold) % len(SETPOINTS)]
