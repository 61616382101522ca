from projection import project_beds

HORIZON = 42


def summary_panel(admissions, los_days):
    beds = project_beds(admissions, los_days, horizon=HORIZON)
    return float(beds.max())


def trend_panel(admissions, los_days):
    beds = project_beds(admissions, los_days, horizon=HORIZON)
    return float(beds[-1] - beds[0])


def table_panel(admissions, los_days):
    beds = project_beds(admissions, los_days, horizon=HORIZON)
    return [round(float(b)) for b in beds[::7]]
