import numpy as np
import jax
import jax.numpy as jnp

from search import RandomSearch


def mlp_loss(params, x, y, l2):
    h = jnp.tanh(x @ params["w1"])
    pred = h @ params["w2"]
    reg = sum(jnp.sum(w ** 2) for w in jax.tree_util.tree_leaves(params))
    return jnp.mean((pred - y) ** 2) + l2 * reg


def make_trial(x_tr, y_tr, x_va, y_va):
    def trial(cfg):
        k1, k2 = jax.random.split(jax.random.PRNGKey(0))
        params = {"w1": 0.3 * jax.random.normal(k1, (x_tr.shape[1], cfg["hidden"])),
                  "w2": 0.3 * jax.random.normal(k2, (cfg["hidden"], 1))}
        grad_step = jax.jit(lambda p: jax.tree_util.tree_map(
            lambda w, g: w - cfg["lr"] * g, p, jax.grad(mlp_loss)(p, x_tr, y_tr, cfg["l2"])))
        for _ in range(5):
            params = grad_step(params)
        return float(mlp_loss(params, x_va, y_va, 0.0))

    return trial


def main():
    rng = np.random.default_rng(36)
    x = rng.standard_normal((160, 4)).astype(np.float32)
    y = np.sin(x[:, :1]) + 0.1 * rng.standard_normal((160, 1)).astype(np.float32)
    x, y = jnp.asarray(x), jnp.asarray(y, jnp.float32)
    search = RandomSearch(n_trials=5, seed=36)
    best_score, best_cfg = search.run(make_trial(x[:120], y[:120], x[120:], y[120:]))
    for score, cfg in search.history:
        print(f"l2={cfg['l2']:.5f} lr={cfg['lr']:.4f} val={score:.4f}")
    print("best", best_cfg)


if __name__ == "__main__":
    main()
