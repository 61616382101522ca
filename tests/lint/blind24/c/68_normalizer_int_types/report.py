import numpy as np
from metrics import turnover_rate


def ytd_rate(exits_by_month, start, end):
    return turnover_rate(exits_by_month, start, end, len(exits_by_month[0]))


def active_months_rate(exits_by_month, start, end, active):
    return turnover_rate(exits_by_month * active, start, end, active.sum())
