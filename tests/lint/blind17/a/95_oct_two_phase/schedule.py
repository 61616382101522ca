import optax


def _build(backbone_trainable):
    labels = {"backbone": "train" if backbone_trainable else "freeze", "head": "train"}
    return optax.multi_transform(
        {"train": optax.adam(1e-3), "freeze": optax.set_to_zero()}, labels)


PHASES = {False: _build(False), True: _build(True)}


def optimizer_for(epoch, unfreeze_at=2):
    return PHASES[epoch >= unfreeze_at]
