TRAIN = {"peak_lr": 3e-3, "warmup": 20, "total": 120, "batch": 32, "epochs": 4}
