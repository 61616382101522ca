import jax
import numpy as np
import optax

from evaluate import validation_loss
from losses import view_loss

tx = optax.adam(1e-3)


@jax.jit
def train_grads(params, views):
    return jax.grad(view_loss)(params, views)


def augment_pair(rng, x, noise=0.1):
    return (x + noise * rng.normal(size=x.shape).astype(np.float32),
            x + noise * rng.normal(size=x.shape).astype(np.float32))


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w": jax.random.normal(k1, (10, 16)) * 0.2, "p": jax.random.normal(k2, (16, 8)) * 0.2}
    opt_state = tx.init(params)
    val_images = rng.normal(size=(16, 10)).astype(np.float32)
    for epoch in range(3):
        for _ in range(3):
            x = rng.normal(size=(16, 10)).astype(np.float32)
            views = augment_pair(rng, x)
            train_loss = float(view_loss(params, views))
            g = train_grads(params, views)
            updates, opt_state = tx.update(g, opt_state)
            params = optax.apply_updates(params, updates)
        print(epoch, train_loss, validation_loss(params, val_images, rng))


if __name__ == "__main__":
    main()
