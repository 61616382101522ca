SCHOOL_HOLIDAYS = set(range(0, 7)) | set(range(45, 60)) | set(range(100, 110))


def is_school_day(day):
    return (day % 7) < 5 and day not in SCHOOL_HOLIDAYS
