BASE = {"discount_rate": 0.07, "years": 15, "rent_growth": 0.025}
