import jax
import jax.numpy as jnp


def dice_per_class(pred, target, n_classes):
    p = jax.nn.one_hot(pred, n_classes)
    t = jax.nn.one_hot(target, n_classes)
    inter = (p * t).sum((0, 1, 2))
    return 2 * inter / (p.sum((0, 1, 2)) + t.sum((0, 1, 2)) + 1e-6)


def evaluate(apply_fn, params, images, masks, n_classes=3):
    def seg_eval(params, images, masks):
        pred = apply_fn(params, images).argmax(-1)
        return dice_per_class(pred, masks, n_classes)

    return jax.jit(seg_eval)(params, images, masks)
