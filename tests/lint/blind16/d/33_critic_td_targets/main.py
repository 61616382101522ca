import jax.numpy as jnp
import numpy as np

from critic import bootstrap_value, td_target


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.asarray(rng.normal(size=(3, 4)), jnp.float32), "b": jnp.float32(0.0)}
    obs = rng.normal(size=3).astype(np.float32)
    targets = []
    for t in range(12):
        next_obs = obs + 0.2 * rng.normal(size=3).astype(np.float32)
        reward = jnp.float32(-np.abs(next_obs).sum())
        terminal = bool(np.abs(next_obs).max() > 1.5)
        boot = bootstrap_value(params, next_obs, terminal)
        targets.append(float(td_target(reward, boot, 0.99)))
        obs = rng.normal(size=3).astype(np.float32) if terminal else next_obs
    print(np.round(targets, 3))


if __name__ == "__main__":
    main()
