import jax
import jax.numpy as jnp
import numpy as np
import optax

from prefetch import prefetch_to_device, wsi_patch_batches


@jax.jit
def step(w, x, y):
    feats = x.mean(axis=(1, 2))
    loss_fn = lambda w: optax.softmax_cross_entropy_with_integer_labels(feats @ w, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.5 * g, loss


def main():
    rng = np.random.default_rng(0)
    w = jnp.zeros((3, 2))
    for i, (x, y) in enumerate(prefetch_to_device(wsi_patch_batches(rng, 6))):
        w, loss = step(w, x, y)
        print(i, type(x).__name__, float(loss))


if __name__ == "__main__":
    main()
