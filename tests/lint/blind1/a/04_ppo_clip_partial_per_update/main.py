from functools import partial

import jax
import numpy as np
import optax

from ppo import init_policy, ppo_loss

NUM_UPDATES = 4
BATCH = 64
OBS_DIM, NUM_ACTIONS = 4, 3

optimizer = optax.adam(3e-4)


@jax.jit
def apply_grads(params, opt_state, grads):
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


def fake_rollout(rng):
    return {
        "obs": rng.normal(size=(BATCH, OBS_DIM)).astype(np.float32),
        "actions": rng.integers(0, NUM_ACTIONS, size=BATCH).astype(np.int32),
        "old_logp": np.log(np.full(BATCH, 1.0 / NUM_ACTIONS, dtype=np.float32)),
        "advantages": rng.normal(size=BATCH).astype(np.float32),
        "returns": rng.normal(size=BATCH).astype(np.float32),
    }


def main():
    rng = np.random.default_rng(0)
    params = init_policy(jax.random.PRNGKey(0), OBS_DIM, NUM_ACTIONS)
    opt_state = optimizer.init(params)

    for update in range(NUM_UPDATES):
        frac = 1.0 - update / NUM_UPDATES
        clip_eps = 0.2 * frac
        batch = fake_rollout(rng)
        loss_and_grad = jax.jit(jax.value_and_grad(partial(ppo_loss, clip_eps=clip_eps)))
        loss, grads = loss_and_grad(params, batch)
        params, opt_state = apply_grads(params, opt_state, grads)
        print(f"update {update}: clip={clip_eps:.3f} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
