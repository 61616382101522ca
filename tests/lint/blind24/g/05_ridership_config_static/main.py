from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import load_config


def init(key, cfg):
    k = jax.random.split(key, 3)
    return {"emb": jax.random.normal(k[0], (cfg.n_routes, cfg.embed_dim)) * 0.1,
            "w1": jax.random.normal(k[1], (cfg.embed_dim + 3, cfg.hidden)) * 0.1,
            "w2": jax.random.normal(k[2], (cfg.hidden,)) * 0.1}


def forward(p, route, feats, cfg):
    if not cfg.use_weather:
        feats = feats.at[:, 1:].set(0.0)
    h = jnp.concatenate([p["emb"][route], feats], axis=1)
    return jax.nn.relu(h @ p["w1"]) @ p["w2"]


opt = optax.sgd(0.05, momentum=0.9)


@partial(jax.jit, static_argnums=4)
def update(p, s, route, feats, cfg, target):
    loss, g = jax.value_and_grad(lambda q: jnp.mean((forward(q, route, feats, cfg) - target) ** 2))(p)
    u, s = opt.update(g, s, p)
    return optax.apply_updates(p, u), s, loss


def main():
    rng = np.random.default_rng(0)
    p = init(jax.random.PRNGKey(0), load_config())
    s = opt.init(p)
    for step in range(30):
        cfg = load_config({"hidden": 32, "use_weather": True})
        route = jnp.asarray(rng.integers(0, 12, 64))
        feats = jnp.asarray(rng.normal(size=(64, 3)), jnp.float32)
        target = feats[:, 0] * 2 + route * 0.1
        p, s, loss = update(p, s, route, feats, cfg, target)
        if step % 10 == 0:
            print(step, float(loss))


if __name__ == "__main__":
    main()
