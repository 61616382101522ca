SETTINGS = {
    "aggregation": "max",
    "max_tier": 9,
    "wind_limit_ms": 20.0,
}
