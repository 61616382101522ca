POLICIES = {
    "standard": {"annual_days": 25, "carry_over": 5, "probation_months": 6},
    "senior": {"annual_days": 30, "carry_over": 10, "probation_months": 3},
    "intern": {"annual_days": 12, "carry_over": 0, "probation_months": 1},
}
