CONFIG = {
    "lr": 0.05,
    "decay": 0.8,
    "epochs": 5,
    "steps_per_epoch": 10,
}
