import jax.numpy as jnp
import numpy as np

from config import SWConfig
from solver import integrate


def run(cfg):
    x = np.arange(cfg.nx) * cfg.dx
    h = jnp.asarray(0.5 * np.exp(-((x - x.mean()) / (5 * cfg.dx)) ** 2), jnp.float32)
    u = jnp.zeros(cfg.nx, jnp.float32)
    outputs = []
    for k in range(cfg.n_outputs):
        h, u = integrate(h, u, cfg.n_substeps, cfg.g, cfg.depth, cfg.dx, cfg.dt)
        outputs.append(float(h.max()))
    return outputs


if __name__ == "__main__":
    cfg = SWConfig()
    print(run(cfg))
