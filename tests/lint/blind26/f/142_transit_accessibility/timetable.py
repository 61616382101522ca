ROUTES = {
    "R1": {"am": 8, "midday": 15, "pm": 8, "night": None},
    "R2": {"am": 10, "midday": 20, "pm": 10, "night": 30},
    "R3": {"am": 12, "midday": None, "pm": 12, "night": None},
    "R4": {"am": 6, "midday": 12, "pm": 6, "night": 20},
}

def active_headways(period):
    return [r[period] for r in ROUTES.values() if r[period] is not None]
