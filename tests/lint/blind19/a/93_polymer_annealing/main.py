import jax
import jax.numpy as jnp

from config import ThermoConfig, anneal
from polymer import bd_block


def main():
    x = jnp.stack([jnp.arange(20.0), jnp.zeros(20), jnp.zeros(20)], axis=1)
    cfg = ThermoConfig(kT=1.0, friction=1.0, dt=0.001)
    key = jax.random.PRNGKey(0)
    for stage in range(5):
        key, sub = jax.random.split(key)
        x = bd_block(x, sub, cfg=cfg)
        rg = jnp.sqrt(jnp.mean(jnp.sum((x - x.mean(0)) ** 2, axis=1)))
        print(f"stage {stage} kT={cfg.kT:.3f} Rg={float(rg):.3f}")
        cfg = anneal(cfg)


if __name__ == "__main__":
    main()
