# Weekly comfort schedule as entered by the occupant in the app
WEEK_SETPOINTS = {
    "mon": 20,
    "tue": 20.5,
    "wed": 21,
    "thu": 20,
    "fri": 21.5,
    "sat": 22,
    "sun": 21,
}


def setpoint_for(day):
    return WEEK_SETPOINTS[day]
