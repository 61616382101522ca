import itertools

import numpy as np
import jax
import jax.numpy as jnp
import optax

from critic import init_critic, critic_update

OBS_DIM, ACT_DIM, BATCH = 4, 2, 32
LEARNING_RATES = [1e-3, 3e-3]
GAMMAS = [0.95, 0.99]
STEPS_PER_RUN = 2


def sample_batch(rng):
    return tuple(jnp.asarray(a) for a in (
        rng.normal(size=(BATCH, OBS_DIM)).astype(np.float32),
        rng.uniform(-1, 1, size=(BATCH, ACT_DIM)).astype(np.float32),
        rng.normal(size=BATCH).astype(np.float32),
        rng.normal(size=(BATCH, OBS_DIM)).astype(np.float32),
        rng.uniform(-1, 1, size=(BATCH, ACT_DIM)).astype(np.float32)))


def main():
    rng = np.random.default_rng(0)
    results = {}
    for lr, gamma in itertools.product(LEARNING_RATES, GAMMAS):
        params = init_critic(jax.random.PRNGKey(0), OBS_DIM, ACT_DIM)
        optimizer = optax.adam(lr)
        opt_state = optimizer.init(params)
        for _ in range(STEPS_PER_RUN):
            params, opt_state, loss = critic_update(params, opt_state, optimizer, sample_batch(rng), jnp.float32(gamma))
        results[(lr, gamma)] = float(loss)
    for cfg, loss in results.items():
        print(cfg, f"{loss:.4f}")


if __name__ == "__main__":
    main()
