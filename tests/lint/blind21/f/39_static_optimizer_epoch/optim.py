import optax


def make_optimizer(epoch, freeze_encoder_until=1, lr=1e-3):
    """Encoder frozen for the first epochs, then fine-tuned at a lower rate."""
    encoder_lr = 0.0 if epoch < freeze_encoder_until else lr * 0.1
    return optax.multi_transform(
        {"encoder": optax.adam(encoder_lr), "head": optax.adam(lr)},
        lambda params: {"params": {k: ("encoder" if k.startswith("enc") else "head") for k in params["params"]}},
    )
