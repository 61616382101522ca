import optax


def make_optimizer(freeze_encoder_steps, lr=1e-3):
    """Encoder frozen for the first steps, then fine-tuned at a lower rate."""
    encoder_lr = optax.join_schedules(
        [optax.constant_schedule(0.0), optax.constant_schedule(lr * 0.1)], [freeze_encoder_steps]
    )
    return optax.multi_transform(
        {"encoder": optax.adam(encoder_lr), "head": optax.adam(lr)},
        lambda params: {"params": {k: ("encoder" if k.startswith("enc") else "head") for k in params["params"]}},
    )
