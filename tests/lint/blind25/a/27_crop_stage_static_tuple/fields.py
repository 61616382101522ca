import datetime as dt

SOWING = {
    "A1": dt.date(2024, 4, 20),
    "A2": dt.date(2024, 5, 2),
    "B1": dt.date(2024, 5, 15),
    "B2": dt.date(2024, 4, 28),
}


def stage_lengths(sowing):
    delay = (sowing - dt.date(2024, 4, 20)).days
    ini = 25 - delay // 5
    dev = 35
    mid = 40 - delay // 4
    late = 30
    return (ini, dev, mid, late)
