import jax
import numpy as np

from bootstrap import bootstrap_means


def lift_interval(key, control, treatment):
    boot_c, boot_t = bootstrap_means(key, [control, treatment])
    lift = np.asarray(boot_t - boot_c)
    return np.percentile(lift, [2.5, 97.5])


def arm_intervals(key, arms):
    boots = bootstrap_means(key, tuple(arms.values()))
    return {name: np.percentile(np.asarray(b), [2.5, 97.5]) for name, b in zip(arms, boots)}
