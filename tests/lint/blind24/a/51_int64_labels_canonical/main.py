import jax
import jax.numpy as jnp
import optax
from data import load_fecal_images, CLASSES


@jax.jit
def poultry_dx_step(w, feats, labels):
    def loss(w):
        logits = feats @ w
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    l, g = jax.value_and_grad(loss)(w)
    return w - 0.1 * g, l


w = jnp.zeros((16, len(CLASSES)))
for rnd, site in enumerate(["farm", "lab", "farm", "lab", "farm"]):
    feats, labels = load_fecal_images(site, seed=rnd)
    w, l = poultry_dx_step(w, feats, labels)
    print(rnd, site, labels.dtype, float(l))
