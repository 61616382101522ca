CONFIG = {
    "base_lr": 0.05,
    "decay": 0.7,
    "decay_every": 2,
    "epochs": 6,
    "batch_size": 50,
}


def lr_for_epoch(epoch, cfg=CONFIG):
    return cfg["base_lr"] * cfg["decay"] ** (epoch // cfg["decay_every"])
