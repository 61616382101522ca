CONFIG = {
    "epochs": 6,
    "lr": 3e-3,
    "smoothing_start_epoch": 2,
    "label_smoothing": 0.1,
}


def smoothing_for(epoch, cfg=CONFIG):
    return cfg["label_smoothing"] if epoch >= cfg["smoothing_start_epoch"] else 0
