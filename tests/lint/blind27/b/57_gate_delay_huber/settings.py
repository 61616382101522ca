SETTINGS = {
    "loss": "huber",
    "huber_delta": 15.0,
    "batch_size": 50,
    "epochs": 4,
    "lr": 3e-3,
}
