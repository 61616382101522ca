import functools

import jax
import jax.numpy as jnp
import numpy as np

from config import RunConfig, ensemble


@functools.partial(jax.jit, static_argnames=("cfg",))
def simulate(key, beta, cfg):
    L = cfg.L
    ii, jj = jnp.meshgrid(jnp.arange(L), jnp.arange(L), indexing="ij")

    def sweep(carry, _):
        s, key = carry
        for parity in (0, 1):
            key, sub = jax.random.split(key)
            nb = jnp.roll(s, 1, 0) + jnp.roll(s, -1, 0) + jnp.roll(s, 1, 1) + jnp.roll(s, -1, 1)
            acc = jax.random.uniform(sub, s.shape) < jnp.exp(-2.0 * beta * s * nb)
            s = jnp.where((((ii + jj) % 2) == parity) & acc, -s, s)
        return (s, key), jnp.abs(s.mean())

    _, mags = jax.lax.scan(sweep, (jnp.ones((L, L)), key), None, length=cfg.n_sweeps)
    return mags[cfg.n_sweeps // 2:].mean()


def main():
    runs = ensemble(RunConfig(), 4)
    mags = [float(simulate(jax.random.PRNGKey(cfg.seed), 0.5, cfg=cfg)) for cfg in runs]
    print(f"|m| = {np.mean(mags):.4f} +- {np.std(mags) / np.sqrt(len(mags)):.4f}")


if __name__ == "__main__":
    main()
