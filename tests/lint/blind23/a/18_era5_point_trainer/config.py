TRAIN = {
    "peak_lr": 2e-3,
    "warmup_steps": 10,
    "decay_steps": 60,
    "batch_size": 32,
    "epochs": 4,
    "n_samples": 192,
}
