import jax
import jax.numpy as jnp
import numpy as np

from config import PPOConfig, anneal
from ppo import optimizer, update

OBS, ACT, N = 4, 3, 64


def fake_batch(rng):
    return {
        "obs": rng.normal(size=(N, OBS)).astype(np.float32),
        "actions": rng.integers(0, ACT, size=N).astype(np.int32),
        "old_logp": np.full(N, -np.log(ACT), np.float32),
        "adv": rng.normal(size=N).astype(np.float32),
        "returns": rng.normal(size=N).astype(np.float32),
    }


def main():
    rng = np.random.default_rng(0)
    k = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {
        "w": jax.random.normal(k[0], (OBS, 16)) * 0.3,
        "pi": jax.random.normal(k[1], (16, ACT)) * 0.1,
        "v": jax.random.normal(k[2], (16, 1)) * 0.1,
    }
    opt_state = optimizer.init(params)
    base = PPOConfig()
    for it in range(base.num_iterations):
        coefs = anneal(base, it)
        params, opt_state = update(params, opt_state, fake_batch(rng), coefs, base)
    print(float(jnp.abs(params["pi"]).sum()))


if __name__ == "__main__":
    main()
