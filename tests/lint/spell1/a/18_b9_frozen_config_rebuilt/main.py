import jax
import jax.numpy as jnp
import numpy as np

from config import RegConfig

HPARAMS = {"dropout": "0.2", "label_smoothing": "0.1", "weight_decay": "1e-4", "run_name": "baseline"}


def forward(params, x, key, dropout):
    h = jax.nn.relu(x @ params["w1"])
    keep = jax.random.bernoulli(key, 1.0 - dropout, h.shape)
    h = jnp.where(keep, h / (1.0 - dropout), 0.0)
    return h @ params["w2"]


def loss_and_grad(params, x, y, key, cfg):
    def loss(p):
        logits = forward(p, x, key, cfg.dropout)
        n = logits.shape[-1]
        target = jax.nn.one_hot(y, n) * (1 - cfg.label_smoothing) + cfg.label_smoothing / n
        ce = -jnp.mean(jnp.sum(target * jax.nn.log_softmax(logits), -1))
        return ce + cfg.weight_decay * sum(jnp.sum(w ** 2) for w in jax.tree_util.tree_leaves(p))
    return jax.value_and_grad(loss)(params)


grad_step = jax.jit(loss_and_grad, static_argnums=4)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 10)).astype(np.float32)
    y = rng.integers(0, 4, size=64)
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": jax.random.normal(k1, (10, 32)) * 0.2, "w2": jax.random.normal(k2, (32, 4)) * 0.2}
    for epoch in range(5):
        # hparams may be edited between epochs by the sweep controller
        cfg = RegConfig.from_dict(HPARAMS)
        key, sub = jax.random.split(key)
        loss, grads = grad_step(params, x, y, sub, cfg)
        params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
        print(epoch, cfg.dropout, float(loss))
