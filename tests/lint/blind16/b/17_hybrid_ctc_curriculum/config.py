BASE = {
    "n_mels": 16,
    "vocab": 10,
    "frames": 30,
    "max_label": 6,
    "batch": 4,
    "lr": 1e-3,
}

# (first epoch, overrides) -- CTC-only first, then mix in the frame classifier
CURRICULUM = [
    (0, {"ctc_weight": 1}),
    (2, {"ctc_weight": 0.5}),
    (3, {"ctc_weight": 0.3}),
]


def config_for_epoch(epoch):
    cfg = dict(BASE)
    for start, overrides in CURRICULUM:
        if epoch >= start:
            cfg.update(overrides)
    return cfg
