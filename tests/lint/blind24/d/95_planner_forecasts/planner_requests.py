PLANNER_REQUESTS = [
    {"planner": "womenswear", "category": "knit dresses", "horizon_weeks": 8},
    {"planner": "menswear", "category": "chinos", "horizon_weeks": 13},
    {"planner": "kids", "category": "rain jackets", "horizon_weeks": 4},
    {"planner": "womenswear", "category": "blouses", "horizon_weeks": 8},
    {"planner": "accessories", "category": "scarves", "horizon_weeks": 26},
    {"planner": "menswear", "category": "polos", "horizon_weeks": 13},
]
