import numpy as np

BASE_COLS = ["tenure", "salary_ratio", "overtime", "commute"]


def build_matrix(month_df):
    cols = list(BASE_COLS)
    if "pulse_score" in month_df:
        cols.append("pulse_score")
    return np.stack([month_df[c] for c in cols], axis=1).astype(np.float32)


def monthly_extracts(seed=0):
    rng = np.random.default_rng(seed)
    for month in range(1, 7):
        df = {c: rng.normal(size=80) for c in BASE_COLS}
        if month % 3 == 0:
            df["pulse_score"] = rng.uniform(1, 5, 80)
        yield month, df
