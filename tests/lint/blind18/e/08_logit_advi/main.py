import numpy as np
import jax
import jax.numpy as jnp
import optax

from config import VIConfig
from model import neg_elbo


def make_data(n=200, d=4, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d)).astype(np.float32)
    p = 1 / (1 + np.exp(-(X @ np.array([1.0, -1.0, 0.5, 0.0]))))
    y = (rng.uniform(size=n) < p).astype(np.float32)
    return jnp.asarray(X), jnp.asarray(y)


def main():
    cfg = VIConfig()
    X, y = make_data()
    d = X.shape[1]
    params = {"mu": jnp.zeros(d), "log_sd": jnp.full((d,), -1.0, dtype=jnp.float32)}
    opt = optax.adam(cfg.lr)
    opt_state = opt.init(params)

    @jax.jit
    def vi_step(params, opt_state, eps):
        loss, grads = jax.value_and_grad(neg_elbo)(params, eps, X, y)
        updates, opt_state = opt.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    key = jax.random.PRNGKey(0)
    for step in range(cfg.n_steps):
        key, sub = jax.random.split(key)
        eps = jax.random.normal(sub, (cfg.mc_samples, d))
        params, opt_state, loss = vi_step(params, opt_state, eps)
    print("posterior mean", params["mu"], "neg elbo", float(loss))


if __name__ == "__main__":
    main()
