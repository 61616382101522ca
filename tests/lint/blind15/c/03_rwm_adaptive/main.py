import jax
import jax.numpy as jnp

from config import SamplerConfig
from sampler import rwm_block


def adapt(cfg: SamplerConfig, key):
    x = jnp.zeros((cfg.n_chains, cfg.dim))
    step_size = cfg.init_step_size
    for r in range(cfg.n_adapt_rounds):
        key, sub = jax.random.split(key)
        x, acc = rwm_block(sub, x, step_size)
        rate = float(acc.mean())
        step_size = step_size * (1.2 if rate > cfg.target_accept else 0.8)
        print(f"round {r}: accept={rate:.2f} step={step_size:.3f}")
    return x, step_size


if __name__ == "__main__":
    x, eps = adapt(SamplerConfig(), jax.random.PRNGKey(0))
    print("final step size", eps, "mean", x.mean(0))
