ENSEMBLE = {
    "members": ["ets", "arima", "gbm"],
    "default_weights": [0.4, 0.3, 0.3],
}
