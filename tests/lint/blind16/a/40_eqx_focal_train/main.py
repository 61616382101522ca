import functools

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from losses import focal_loss
from model import FCN

optim = optax.adam(1e-3)


@eqx.filter_jit
def train_step(model, opt_state, images, masks, criterion):
    def loss_fn(m):
        logits = jax.vmap(m)(images)
        return criterion(jnp.moveaxis(logits, 1, -1), masks)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(24, 3, 10, 10)).astype(np.float32)
    masks = (images[:, 0] > 0.5).astype(np.int32) + (images[:, 1] > 1.0).astype(np.int32)
    model = FCN(3, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    gamma = 2.0
    criterion = functools.partial(focal_loss, gamma=gamma, alpha=0.25)
    for step in range(6):
        sl = slice((step % 3) * 8, (step % 3 + 1) * 8)
        model, opt_state, loss = train_step(model, opt_state, images[sl], masks[sl], criterion)
    print(float(loss))


if __name__ == "__main__":
    main()
