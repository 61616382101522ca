from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import GlomNet

LOG_EVERY = 4
net = GlomNet()
tx = optax.adam(1e-3)


def dice_loss(logits, mask):
    p = jax.nn.sigmoid(logits)
    inter = jnp.sum(p * mask)
    return 1 - (2 * inter + 1) / (jnp.sum(p) + jnp.sum(mask) + 1)


@partial(jax.jit, static_argnums=(4,))
def train_step(params, opt_state, images, masks, step):
    loss, grads = jax.value_and_grad(lambda p: dice_loss(net.apply(p, images), masks))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    metrics = {"loss": loss}
    if step % LOG_EVERY == 0:
        metrics["grad_norm"] = optax.global_norm(grads)
    return optax.apply_updates(params, updates), opt_state, metrics


def main():
    rng = np.random.default_rng(0)
    images = rng.random((4, 32, 32, 1), dtype=np.float32)
    masks = (images[..., 0] > 0.6).astype(np.float32)
    params = net.init(jax.random.PRNGKey(0), images[:1])
    opt_state = tx.init(params)
    for step in range(8):
        params, opt_state, metrics = train_step(params, opt_state, images, masks, step)
        if "grad_norm" in metrics:
            print(step, {k: float(v) for k, v in metrics.items()})


if __name__ == "__main__":
    main()
