THRESHOLDS = {
    "tp": 10,
    "t2m": 303.15,
    "ws10": 20,
    "mx2t": 308.5,
}
