SETTINGS = {"layers": [4, 16, 16, 2], "lr": 0.05, "epochs": 4}
