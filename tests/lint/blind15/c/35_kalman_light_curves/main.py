import jax.numpy as jnp

from data import synthetic_light_curves
from kalman import local_level_loglik


def score_catalogue(curves, q=0.0025, r=0.04):
    q, r = jnp.float32(q), jnp.float32(r)
    results = []
    for obs in curves:
        ll, _ = local_level_loglik(jnp.asarray(obs), q, r)
        results.append(float(ll) / len(obs))
    return results


if __name__ == "__main__":
    curves = synthetic_light_curves()
    for i, s in enumerate(score_catalogue(curves)):
        print(f"curve {i}: mean loglik {s:.4f}")
