from datetime import datetime


def decimal_time(iso):
    t = datetime.fromisoformat(iso)
    return float(t.timetuple().tm_yday), t.hour + t.minute / 60.0
