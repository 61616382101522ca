from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import SegConfig

opt = optax.adam(1e-2)


def seg_logits(p, x, cfg):
    h = jax.nn.relu(x[..., None] * p["a"] + p["c"])
    return h @ p["b"]


@partial(jax.jit, static_argnames=("cfg",))
def tooth_seg_step(p, opt_state, x, y, cfg):
    def loss(p):
        probs = jax.nn.softmax(seg_logits(p, x, cfg), -1)
        onehot = jax.nn.one_hot(y, cfg.n_classes)
        inter = (probs * onehot).sum((0, 1, 2))
        union = probs.sum((0, 1, 2)) + onehot.sum((0, 1, 2))
        return 1 - ((2 * inter + cfg.dice_smooth) / (union + cfg.dice_smooth)).mean()

    l, g = jax.value_and_grad(loss)(p)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(p, u), opt_state, l


def main():
    rng = np.random.default_rng(3)
    x = rng.uniform(size=(32, 20, 20)).astype(np.float32)
    y = np.digitize(x, [0.3, 0.6, 0.85]).astype(np.int32)
    cfg0 = SegConfig()
    k = jax.random.PRNGKey(0)
    p = {"a": jax.random.normal(k, (cfg0.features,)), "c": jnp.zeros(cfg0.features),
         "b": jax.random.normal(k, (cfg0.features, cfg0.n_classes)) * 0.1}
    opt_state = opt.init(p)
    for epoch in range(3):
        for i in range(0, 32, 8):
            cfg = SegConfig()
            p, opt_state, l = tooth_seg_step(p, opt_state, x[i:i + 8], y[i:i + 8], cfg=cfg)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
