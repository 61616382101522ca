import jax

from .augment import SpecAugmentPolicy, spec_augment


def augment_batch(key, feats, strength="default"):
    if strength == "light":
        policy = SpecAugmentPolicy(num_freq_masks=1, max_freq_width=2, num_time_masks=1, max_time_width=4)
    else:
        policy = SpecAugmentPolicy()
    return spec_augment(key, feats, policy)


def training_batches(key, feature_batches):
    for feats in feature_batches:
        key, sub = jax.random.split(key)
        yield augment_batch(sub, feats)
