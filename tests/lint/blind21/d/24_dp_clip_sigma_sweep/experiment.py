import jax
import jax.numpy as jnp
import numpy as np


def make_step(cfg):
    clip, sigma = cfg["clip"], cfg["sigma"]

    @jax.jit
    def dp_round(w, xs, ys, key):
        def client_grad(x, y):
            g = x.T @ (x @ w - y) / x.shape[0]
            return g * jnp.minimum(1.0, clip / (jnp.linalg.norm(g) + 1e-9))

        g = jax.vmap(client_grad)(xs, ys).sum(0)
        g = g + sigma * clip * jax.random.normal(key, g.shape)
        return w - 0.1 * g / xs.shape[0]

    return dp_round


def run_experiment(cfg, rounds=4, seed=0):
    rng = np.random.RandomState(seed)
    xs = jnp.asarray(rng.normal(size=(5, 16, 4)), jnp.float32)
    ys = jnp.asarray(rng.normal(size=(5, 16)), jnp.float32)
    w = jnp.zeros((4,))
    key = jax.random.PRNGKey(seed)
    dp_round = make_step(cfg)
    for rnd in range(rounds):
        key, sub = jax.random.split(key)
        w = dp_round(w, xs, ys, sub)
    return float(jnp.mean((jnp.einsum("cnd,d->cn", xs, w) - ys) ** 2))
