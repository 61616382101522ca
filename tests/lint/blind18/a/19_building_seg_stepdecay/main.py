import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import TrainConfig


def init_params(key, bands=3):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.1 * jax.random.normal(k1, (bands, 16)), "w2": 0.1 * jax.random.normal(k2, (16, 1))}


def footprint_logits(params, x):
    h = jax.nn.relu(x @ params["w1"])
    return (h @ params["w2"])[..., 0]


@functools.partial(jax.jit, static_argnames=("lr",))
def train_step(params, x, mask, lr):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(footprint_logits(p, x), mask).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


def main():
    cfg = TrainConfig()
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    for epoch in range(cfg.epochs):
        lr = cfg.lr_at(epoch)
        for _ in range(cfg.steps_per_epoch):
            x = jnp.asarray(rng.uniform(size=(cfg.tile, cfg.tile, 3)).astype(np.float32))
            mask = (x.mean(-1) > 0.5).astype(jnp.float32)
            params, loss = train_step(params, x, mask, lr=lr)
        print(f"epoch {epoch} lr {lr:.2e} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
