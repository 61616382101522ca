import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import neg_elbo


def make_data(n=256, d=5, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d)).astype(np.float32)
    w_true = rng.normal(size=d).astype(np.float32)
    y = (rng.uniform(size=n) < 1 / (1 + np.exp(-X @ w_true))).astype(np.float32)
    return jnp.asarray(X), jnp.asarray(y)


def fit(X, y, n_steps=20, lr=0.05):
    params = {"mu": jnp.zeros(X.shape[1]), "log_sigma": jnp.full(X.shape[1], -1.0)}
    opt = optax.adam(lr)
    opt_state = opt.init(params)
    key = jax.random.PRNGKey(0)
    for step in range(n_steps):
        key, sub = jax.random.split(key)

        def elbo_loss(p):
            return neg_elbo(p, sub, X, y)

        loss_and_grad = jax.jit(jax.value_and_grad(elbo_loss))
        loss, grads = loss_and_grad(params)
        updates, opt_state = opt.update(grads, opt_state)
        params = optax.apply_updates(params, updates)
        if step % 5 == 0:
            print(f"step {step}: -elbo {float(loss):.3f}")
    return params


if __name__ == "__main__":
    X, y = make_data()
    post = fit(X, y)
    print("posterior mean", post["mu"])
