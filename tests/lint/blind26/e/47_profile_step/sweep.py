import jax.numpy as jnp

from train import fit, speed_curve


def run_sweep(t, v, lrs):
    results = {}
    for lr in lrs:
        p = fit(t, v, lr)
        results[lr] = float(jnp.mean((speed_curve(p, t) - v) ** 2))
    return results
