from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from domains import search_for


@partial(jax.jit, static_argnames=("max_samples",))
def idw_block(sample_xyz, grade, block_xyz, radius, max_samples):
    d = jnp.linalg.norm(sample_xyz - block_xyz, axis=1)
    neg, idx = jax.lax.top_k(-d, max_samples)
    dn = -neg
    w = jnp.where(dn < radius, 1.0 / (dn + 1.0) ** 2, 0.0)
    return jnp.sum(w * grade[idx]) / jnp.maximum(jnp.sum(w), 1e-6)


def main():
    rng = np.random.default_rng(240)
    xyz = rng.uniform(0, 300, size=(500, 3)).astype(np.float32)
    g = rng.lognormal(0, 0.5, size=500).astype(np.float32)
    for domain in ["HW", "MAIN", "EXT", "FW", "EXT2"]:
        max_samples, radius = search_for(domain)
        est = idw_block(xyz, g, np.float32([150, 150, 150]), radius, max_samples=max_samples)
        print(f"{domain}: k={max_samples} r={radius:.0f} m -> {float(est):.3f} g/t")


if __name__ == "__main__":
    main()
