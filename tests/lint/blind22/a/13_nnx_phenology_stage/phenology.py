# BBCH-like principal growth stages for winter wheat, by week after emergence
STAGE_BY_WEEK = [0, 0, 1, 1, 1, 2, 2, 3, 3, 3]


def stage_for_week(week):
    return STAGE_BY_WEEK[min(week, len(STAGE_BY_WEEK) - 1)]
