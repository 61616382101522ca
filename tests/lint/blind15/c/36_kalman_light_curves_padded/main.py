import jax.numpy as jnp
import numpy as np

from data import synthetic_light_curves
from kalman import local_level_loglik

MAX_LEN = 128


def pad(obs, length=MAX_LEN):
    out = np.zeros(length, dtype=np.float32)
    mask = np.zeros(length, dtype=bool)
    out[: len(obs)] = obs
    mask[: len(obs)] = True
    return out, mask


def score_catalogue(curves, q=0.0025, r=0.04):
    q, r = jnp.float32(q), jnp.float32(r)
    results = []
    for obs in curves:
        padded, mask = pad(obs)
        ll, _ = local_level_loglik(jnp.asarray(padded), jnp.asarray(mask), q, r)
        results.append(float(ll) / len(obs))
    return results


if __name__ == "__main__":
    curves = synthetic_light_curves()
    for i, s in enumerate(score_catalogue(curves)):
        print(f"curve {i}: mean loglik {s:.4f}")
