from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from config import config_for_domain


@partial(jax.jit, static_argnums=(3,))
def simple_krige(xyz, z, targets, cfg):
    d = jnp.linalg.norm(targets[:, None, :] - xyz[None], axis=-1)
    idx = jnp.argsort(d, axis=1)[:, :cfg.n_neighbours]
    nb = xyz[idx]
    hr = lambda h: jnp.minimum(h / cfg.range_m, 1.0)
    cov = lambda h: 1.0 - (1.5 * hr(h) - 0.5 * hr(h) ** 3)
    C = cov(jnp.linalg.norm(nb[:, :, None] - nb[:, None], axis=-1)) + 1e-4 * jnp.eye(cfg.n_neighbours)
    c0 = cov(jnp.take_along_axis(d, idx, axis=1))
    w = jnp.linalg.solve(C, c0[..., None])[..., 0]
    mean = z.mean()
    return mean + jnp.sum(w * (z[idx] - mean), axis=1)


def main():
    rng = np.random.default_rng(1)
    for domain in ["oxide", "transition", "fresh", "oxide_east"]:
        xyz = rng.uniform(0, 300, size=(150, 3)).astype(np.float32)
        z = rng.lognormal(0, 0.5, size=150).astype(np.float32)
        targets = rng.uniform(0, 300, size=(40, 3)).astype(np.float32)
        est = simple_krige(xyz, z, targets, config_for_domain(domain))
        print(domain, f"{float(est.mean()):.3f}")


if __name__ == "__main__":
    main()
