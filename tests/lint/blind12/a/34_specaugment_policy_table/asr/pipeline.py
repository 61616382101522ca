import jax

from .augment import SpecAugmentPolicy, spec_augment

POLICIES = {
    "light": SpecAugmentPolicy(num_freq_masks=1, max_freq_width=2, num_time_masks=1, max_time_width=4),
    "default": SpecAugmentPolicy(),
}


def augment_batch(key, feats, strength="default"):
    return spec_augment(key, feats, POLICIES[strength])


def training_batches(key, feature_batches, warmup_batches=2):
    for i, feats in enumerate(feature_batches):
        key, sub = jax.random.split(key)
        yield augment_batch(sub, feats, "light" if i < warmup_batches else "default")
