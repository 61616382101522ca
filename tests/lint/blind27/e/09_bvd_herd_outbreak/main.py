import jax.numpy as jnp

from config import OutbreakConfig
from sim import simulate_bvd


def run_herd(beta, herd_size, index_cases):
    cfg = OutbreakConfig()
    init = (jnp.float32(1 - index_cases / herd_size), jnp.float32(index_cases / herd_size), jnp.float32(0.0))
    curve = simulate_bvd(jnp.float32(beta), jnp.float32(0.1), init, cfg)
    return float(curve.max()) * herd_size


herds = [("Holme Farm", 0.35, 120, 2), ("Ridge End", 0.28, 340, 1), ("Low Moor", 0.41, 85, 3)]
for name, beta, size, idx in herds:
    print(name, "peak infected:", round(run_herd(beta, size, idx), 1))
