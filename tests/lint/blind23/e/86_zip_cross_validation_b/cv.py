import jax
import jax.numpy as jnp


def zip_nll(params, X, y):
    lam = jnp.exp(X @ params["w_count"])
    pi = jax.nn.sigmoid(X @ params["w_zero"])
    ll_zero = jnp.log(pi + (1 - pi) * jnp.exp(-lam))
    ll_pos = jnp.log(1 - pi) - lam + y * jnp.log(lam) - jax.scipy.special.gammaln(y + 1)
    return -jnp.mean(jnp.where(y == 0, ll_zero, ll_pos))


zip_grad = jax.jit(jax.grad(zip_nll))


def train_fold(X, y, steps=60, lr=0.1):
    d = X.shape[1]
    params = {"w_count": jnp.zeros(d), "w_zero": jnp.zeros(d)}
    for _ in range(steps):
        g = zip_grad(params, X, y)
        params = jax.tree_util.tree_map(lambda p, q: p - lr * q, params, g)
    return params
