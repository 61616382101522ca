import jax
import jax.numpy as jnp
from jax.scipy.special import logsumexp


def init_params(key, x, k):
    idx = jax.random.choice(key, x.shape[0], (k,), replace=False)
    return {
        "weights": jnp.full((k,), 1.0 / k, dtype=jnp.float32),
        "means": x[idx],
        "variances": jnp.ones((k,), dtype=jnp.float32),
    }


def _log_resp(params, x):
    d2 = jnp.sum((x[:, None, :] - params["means"][None]) ** 2, axis=-1)
    dim = x.shape[1]
    log_norm = -0.5 * dim * jnp.log(2 * jnp.pi * params["variances"])
    return jnp.log(params["weights"]) + log_norm - 0.5 * d2 / params["variances"]


@jax.jit
def em_step(params, x):
    lr = _log_resp(params, x)
    ll = logsumexp(lr, axis=1)
    resp = jnp.exp(lr - ll[:, None])
    nk = resp.sum(0)
    means = (resp.T @ x) / nk[:, None]
    d2 = jnp.sum((x[:, None, :] - means[None]) ** 2, axis=-1)
    variances = jnp.sum(resp * d2, axis=0) / (nk * x.shape[1]) + 1e-6
    new_params = {"means": means, "variances": variances, "weights": nk / x.shape[0]}
    return new_params, ll.mean()
