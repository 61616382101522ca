import numpy as np
from equity import pay_gap_by_band

N_BANDS = 6


def annual_report(df):
    return pay_gap_by_band(df["salary"], df["group"], df["level"], N_BANDS)


def audit_view(df):
    return pay_gap_by_band(df["salary"], df["group"], df["level"], n_bins=N_BANDS)
