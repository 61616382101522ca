import haiku as hk
import jax


def _swim_stroke_classifier(x):
    return hk.nets.MLP([32, 4])(x)


classifier = hk.without_apply_rng(hk.transform(_swim_stroke_classifier))


def stroke_logits(params, x):
    return classifier.apply(params, x)
