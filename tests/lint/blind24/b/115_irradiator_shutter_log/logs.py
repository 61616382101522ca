# operating log of a calibration irradiator; older entries stored the shutter state as 0/1
ENTRIES = [
    {"time": "08:00", "shutter_closed": True, "activity": 370.0},
    {"time": "09:30", "shutter_closed": False, "activity": 370.0},
    {"time": "11:00", "shutter_closed": 1, "activity": 370.0},
    {"time": "13:15", "shutter_closed": 0, "activity": 370.0},
    {"time": "15:40", "shutter_closed": True, "activity": 370.0},
]
