import itertools

import optax


def build_optimizer(lr, weight_decay, clip=1.0):
    return optax.chain(
        optax.clip_by_global_norm(clip),
        optax.adamw(lr, weight_decay=weight_decay),
    )


def grid(**axes):
    keys = list(axes)
    for values in itertools.product(*(axes[k] for k in keys)):
        yield dict(zip(keys, values))
