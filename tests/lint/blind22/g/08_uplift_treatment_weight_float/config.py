CAMPAIGNS = [
    {"name": "spring_email", "treatment_weight": 1},
    {"name": "summer_push", "treatment_weight": 0.5},
    {"name": "autumn_sms", "treatment_weight": 2},
    {"name": "winter_banner", "treatment_weight": 1.5},
]
