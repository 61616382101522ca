REPORT_REQUESTS = [
    {"user": "capital", "quantiles": [0.5, 0.9, 0.995]},
    {"user": "pricing", "quantiles": [0.5, 0.75]},
    {"user": "reinsurance", "quantiles": [0.9, 0.95, 0.99, 0.995, 0.999]},
    {"user": "board", "quantiles": [0.995]},
]
