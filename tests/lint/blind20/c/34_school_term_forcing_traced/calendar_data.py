import numpy as np

N_DAYS = 365
SCHOOL_HOLIDAYS = set(range(0, 7)) | set(range(45, 60)) | set(range(100, 110))


def school_day_table():
    days = np.arange(N_DAYS)
    holiday = np.isin(days, sorted(SCHOOL_HOLIDAYS))
    return ((days % 7) < 5) & ~holiday
