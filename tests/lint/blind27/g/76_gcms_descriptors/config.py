TRAIN = {"epochs": 5, "lr0": 0.1, "decay": 0.7, "batches_per_epoch": 10}
