CFG = {"loss": "huber", "lr": 2e-3, "epochs": 4, "batch": 40}
