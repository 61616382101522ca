# weekday heating setpoints (degC) by period, as entered by the facilities team
SETPOINTS = {
    "night": 16,
    "warmup": 19.5,
    "occupied": 21,
    "setback": 18.5,
}
PERIODS = ["night"] * 6 + ["warmup"] * 2 + ["occupied"] * 10 + ["setback"] * 2 + ["night"] * 4


def setpoint_for_hour(hour):
    return SETPOINTS[PERIODS[hour % 24]]
