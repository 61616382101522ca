import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def gauge_skill(sim_all, obs_all, gauge_idx):
    sim = sim_all[gauge_idx]
    obs = obs_all[gauge_idx]
    return 1 - jnp.sum((sim - obs) ** 2) / jnp.sum((obs - obs.mean()) ** 2)


def main():
    rng = np.random.default_rng(31)
    obs = rng.lognormal(2.0, 0.5, size=(12, 365)).astype(np.float32)
    sim = (obs * rng.uniform(0.8, 1.2, size=(12, 1)) + rng.normal(0, 1.0, size=obs.shape)).astype(np.float32)
    sim, obs = jnp.asarray(sim), jnp.asarray(obs)
    for g in range(12):
        print(f"gauge {g:2d}: NSE {float(gauge_skill(sim, obs, g)):.3f}")


if __name__ == "__main__":
    main()
