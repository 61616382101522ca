FORECAST = {"weeks_ahead": 2, "days_per_week": 7}


def horizon_days(weeks=None):
    if weeks is None:
        return FORECAST["weeks_ahead"] * FORECAST["days_per_week"]
    # dashboard sends fractional weeks, e.g. 2.0
    return weeks * 7.0
