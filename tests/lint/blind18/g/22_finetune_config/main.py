import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import FinetuneConfig


def forward(params, x):
    feats = jax.nn.gelu(x @ params["backbone"]["w"])
    return feats @ params["head"]["w"]


@functools.partial(jax.jit, static_argnums=(3,))
def train_step(params, x, y, cfg):
    def loss_fn(p):
        logits = forward(p, x)
        targets = optax.smooth_labels(jax.nn.one_hot(y, logits.shape[-1]), cfg.label_smoothing)
        return optax.softmax_cross_entropy(logits, targets).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    if cfg.backbone_frozen:
        grads = {**grads, "backbone": jax.tree_util.tree_map(jnp.zeros_like, grads["backbone"])}
    params = jax.tree_util.tree_map(lambda p, g: p - cfg.lr * g, params, grads)
    return params, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 10)).astype(np.float32)
    y = rng.integers(0, 3, size=64).astype(np.int32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"backbone": {"w": jax.random.normal(k1, (10, 32)) * 0.3},
              "head": {"w": jax.random.normal(k2, (32, 3)) * 0.1}}
    base_cfg = FinetuneConfig()
    for epoch in range(5):
        cfg = base_cfg.for_epoch(epoch)
        for i in range(0, 64, 16):
            params, loss = train_step(params, x[i:i + 16], y[i:i + 16], cfg)
        print(epoch, "frozen" if cfg.backbone_frozen else "full", float(loss))


if __name__ == "__main__":
    main()
