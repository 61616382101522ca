from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from config import StudyConfig


@partial(jax.jit, static_argnames=("n_compartments", "n_steps"))
def mamillary_profile(k_central, k_exchange, dt, n_compartments, n_steps):
    a = jnp.zeros(n_compartments).at[0].set(100.0)

    def step(a, _):
        out = jnp.zeros_like(a)
        out = out.at[0].add(-k_central * a[0])
        for j in range(1, n_compartments):
            flux = k_exchange * (a[0] - a[j])
            out = out.at[0].add(-flux).at[j].add(flux)
        a = a + dt * out
        return a, a[0]
    _, central = jax.lax.scan(step, a, None, length=n_steps)
    return central


def main():
    cfg = StudyConfig()
    rng = np.random.default_rng(0)
    for name in cfg.compounds:
        kc, kx = rng.uniform(0.05, 0.3), rng.uniform(0.1, 0.5)
        prof = mamillary_profile(jnp.float32(kc), jnp.float32(kx), jnp.float32(cfg.dt),
                                 n_compartments=cfg.n_compartments, n_steps=cfg.n_steps)
        print(f"{name}: amount at {cfg.n_steps * cfg.dt:.0f} h = {float(prof[-1]):.2f}")


if __name__ == "__main__":
    main()
