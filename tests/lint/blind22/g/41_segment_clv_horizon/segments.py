SEGMENTS = {
    "new": {"horizon_months": 6, "churn": 0.15},
    "regular": {"horizon_months": 12, "churn": 0.06},
    "vip": {"horizon_months": 24, "churn": 0.02},
    "lapsed": {"horizon_months": 3, "churn": 0.3},
}
