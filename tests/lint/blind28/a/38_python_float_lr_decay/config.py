SCHEDULE = {"base_lr": 0.2, "decay": 0.85, "epochs": 6, "batch": 64}
