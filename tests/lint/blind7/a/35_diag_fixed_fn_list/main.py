import jax
import jax.numpy as jnp
import numpy as np


def posterior_mean(chains):
    return chains.mean(axis=(0, 1))


def posterior_sd(chains):
    return chains.std(axis=(0, 1))


def split_rhat(chains):
    c, n = chains.shape[:2]
    half = n // 2
    s = jnp.concatenate([chains[:, :half], chains[:, half : 2 * half]], axis=0)
    w = s.var(axis=1, ddof=1).mean(axis=0)
    b = half * s.mean(axis=1).var(axis=0, ddof=1)
    return jnp.sqrt(((half - 1) / half * w + b / half) / w)


SUMMARIES = {"mean": posterior_mean, "sd": posterior_sd, "r_hat": split_rhat}


def main():
    rng = np.random.default_rng(9)
    chains = jnp.asarray(rng.normal(size=(4, 200, 3)), dtype=jnp.float32)
    for name, fn in SUMMARIES.items():
        print(name, np.round(np.asarray(jax.jit(fn)(chains)), 3).tolist())


if __name__ == "__main__":
    main()
