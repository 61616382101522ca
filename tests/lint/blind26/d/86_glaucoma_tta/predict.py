import jax
import jax.numpy as jnp


def score(w, img):
    return jax.nn.sigmoid((img[..., 1].mean(axis=0) * w).sum())


@jax.jit
def glaucoma_risk(w, img, flip_tta):
    base = score(w, img)
    flipped = score(w, img[:, ::-1])
    return jnp.where(flip_tta, 0.5 * (base + flipped), base)


def screen(w, images, tta_for):
    return [float(glaucoma_risk(w, img, i in tta_for)) for i, img in enumerate(images)]
