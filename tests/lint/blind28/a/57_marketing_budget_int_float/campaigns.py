CAMPAIGNS = [
    {"market": "DE", "budget": 12000},
    {"market": "UK", "budget": 9500.0},
    {"market": "US", "budget": 20000},
    {"market": "FR", "budget": 7250.5},
    {"market": "NL", "budget": 4000},
]
