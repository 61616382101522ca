import optax


def labels_for(epoch, unfreeze_at=2):
    return {"backbone": "train" if epoch >= unfreeze_at else "freeze", "head": "train"}


def optimizer_for(epoch):
    return optax.multi_transform(
        {"train": optax.adam(1e-3), "freeze": optax.set_to_zero()},
        labels_for(epoch),
    )
