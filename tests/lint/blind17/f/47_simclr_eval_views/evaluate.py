import numpy as np

from losses import view_loss


def validation_loss(params, images, rng, noise=0.1):
    views = [images + noise * rng.normal(size=images.shape).astype(np.float32) for _ in range(2)]
    return float(view_loss(params, views))
