# covariate order: intercept, age, female, income (k$)
PROFILES = {
    "baseline": [1, 40, 0, 50],
    "older_woman": [1, 65, 1, 50],
    "low_income": [1, 40, 0, 22.5],
    "high_income": [1, 40, 1, 120],
}
