LIVE_SETTINGS = {"alpha": 1}
OFFLINE_SETTINGS = {"alpha": 1.0}
