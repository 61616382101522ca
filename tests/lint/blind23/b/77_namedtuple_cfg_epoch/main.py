import jax.numpy as jnp
import numpy as np

from config import InversionConfig
from solver import regularized_grad_step


def main():
    rng = np.random.default_rng(2)
    n_cells = 30
    G = jnp.asarray(rng.uniform(0, 1, (80, n_cells)) * (rng.uniform(size=(80, n_cells)) < 0.2), jnp.float32)
    d = G @ jnp.asarray(np.sin(np.linspace(0, 3, n_cells)), jnp.float32)
    model = jnp.zeros(n_cells)
    for epoch in range(4):
        cfg = InversionConfig(smoothing=0.5, n_cells=n_cells, epoch=epoch)
        for _ in range(25):
            model, val = regularized_grad_step(model, G, d, cfg)
        print(cfg.epoch, float(val))


if __name__ == "__main__":
    main()
