from functools import partial

import jax
import jax.numpy as jnp


def reliability_indices(catch_trials, responses, fp_weight):
    fixation_loss = (catch_trials["blind_spot"] > 0).mean()
    fp = (catch_trials["false_pos"] > 0).mean()
    fn = (catch_trials["false_neg"] > 0).mean()
    score = 1.0 - (fixation_loss + fp_weight * fp + fn) / (2.0 + fp_weight)
    return score, responses.mean()


def assess(exam, fp_weight=1.5):
    fn = jax.jit(partial(reliability_indices, fp_weight=fp_weight))
    return fn(exam["catch"], exam["responses"])
