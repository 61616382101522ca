LAST_DEPARTURE_HOUR = 23


def hours_remaining(now_hour):
    return LAST_DEPARTURE_HOUR - now_hour
