TRAIN = {
    "epochs": 6,
    "batch": 256,
    "lr_by_epoch": {0: 3e-3, 2: 1.5e-3, 4: 5e-4},
}
