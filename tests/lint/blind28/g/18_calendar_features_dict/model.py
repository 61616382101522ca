import jax
import jax.numpy as jnp

KEYS = ("hour_sin", "hour_cos", "temp", "holiday")


def predict(coef, feats):
    return coef["bias"] + sum(coef[k] * feats[k] for k in KEYS)


@jax.jit
def rls_update(coef, P, feats, load, forget):
    phi = jnp.stack([jnp.ones_like(feats["temp"])] + [feats[k] for k in KEYS], 1)
    theta = jnp.stack([coef["bias"]] + [coef[k] for k in KEYS])
    for t in range(phi.shape[0]):
        x = phi[t]
        k = P @ x / (forget + x @ P @ x)
        theta = theta + k * (load[t] - x @ theta)
        P = (P - jnp.outer(k, x @ P)) / forget
    new = {"bias": theta[0], **{kk: theta[i + 1] for i, kk in enumerate(KEYS)}}
    return new, P
