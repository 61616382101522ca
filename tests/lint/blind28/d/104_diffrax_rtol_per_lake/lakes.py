LAKES = [
    {"name": "North Lake", "volume": 44.0, "inflow": 0.6},
    {"name": "Lake Ponting", "volume": 12.0, "inflow": 0.3},
    {"name": "Lake F", "volume": 3.5, "inflow": 0.15},
    {"name": "Lake Ilulialik", "volume": 25.0, "inflow": 0.5},
]


def tolerance_for(lake):
    # small lakes need tighter relative tolerance to resolve the drainage pulse
    return 1e-3 if lake["volume"] > 20 else 1e-5
