HPARAMS = {"lr": 0.05, "weight_decay": 0.0, "momentum": 0.9}
SCHEDULE = {3: {"weight_decay": 1e-3}, 6: {"lr": 0.02}}
