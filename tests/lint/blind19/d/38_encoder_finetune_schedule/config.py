FINETUNE = {
    "epochs": 4,
    "steps_per_epoch": 3,
    "freeze_epochs": 2,
    "encoder_lr_mult": 0.1,
    "lr": 3e-3,
}


def encoder_multiplier(epoch, cfg=FINETUNE):
    """Keep the pretrained encoder frozen for the first epochs, then fine-tune it slowly."""
    if epoch < cfg["freeze_epochs"]:
        return 0.0
    return cfg["encoder_lr_mult"]
