import numpy as np
import jax
import jax.numpy as jnp

from ppo import policy_logits, ppo_update

OBS_DIM, N_ACTIONS, ROLLOUT = 4, 3, 64
WARMUP_UPDATES = 3


def lr_schedule(update_idx):
    return jnp.asarray(min(1, (update_idx + 1) / WARMUP_UPDATES), dtype=jnp.float32)


def rollout(params, rng):
    obs = rng.normal(size=(ROLLOUT, OBS_DIM)).astype(np.float32)
    logp = np.asarray(jax.nn.log_softmax(policy_logits(params, jnp.asarray(obs))))
    probs = np.exp(logp)
    actions = np.array([rng.choice(N_ACTIONS, p=p / p.sum()) for p in probs], np.int32)
    rewards = (actions == np.argmax(obs[:, :N_ACTIONS], 1)).astype(np.float32)
    adv = (rewards - rewards.mean()) / (rewards.std() + 1e-6)
    return obs, actions, logp[np.arange(ROLLOUT), actions], adv, rewards.mean()


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (OBS_DIM, 16)) * 0.3, "w2": jax.random.normal(k2, (16, N_ACTIONS)) * 0.3}
    for update in range(7):
        obs, actions, old_logp, adv, mean_r = rollout(params, rng)
        lr_scale = lr_schedule(update)
        params, loss = ppo_update(params, obs, actions, old_logp, adv, lr_scale)
        print(f"update {update} lr_scale {float(lr_scale):.3f} reward {mean_r:.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
