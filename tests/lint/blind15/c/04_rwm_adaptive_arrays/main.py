import jax
import jax.numpy as jnp

from config import SamplerConfig
from sampler import rwm_block


def adapt(cfg: SamplerConfig, key):
    x = jnp.zeros((cfg.n_chains, cfg.dim))
    log_step = jnp.log(jnp.asarray(cfg.init_step_size, dtype=jnp.float32))
    for r in range(cfg.n_adapt_rounds):
        key, sub = jax.random.split(key)
        x, acc = rwm_block(sub, x, jnp.exp(log_step))
        rate = acc.mean()
        log_step = log_step + jnp.where(rate > cfg.target_accept, 0.18, -0.22)
        print(f"round {r}: accept={float(rate):.2f} step={float(jnp.exp(log_step)):.3f}")
    return x, jnp.exp(log_step)


if __name__ == "__main__":
    x, eps = adapt(SamplerConfig(), jax.random.PRNGKey(0))
    print("final step size", eps, "mean", x.mean(0))
