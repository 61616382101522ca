SETTINGS = {
    "quantiles": [0.05, 0.25, 0.5, 0.75, 0.95],
    "members": 50,
}
