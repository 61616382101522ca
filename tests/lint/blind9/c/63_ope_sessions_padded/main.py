import jax
import jax.numpy as jnp
import numpy as np

from logs import N_ACTIONS, logged_sessions, pad_session

GAMMA = 0.9
MAX_SLOTS = 40


@jax.jit
def snips_session_value(policy_w, context, actions, propensity, reward, mask):
    logits = context @ policy_w
    target_p = jax.nn.softmax(logits)[jnp.arange(actions.shape[0]), actions]
    ratio = jnp.where(mask > 0, target_p / propensity, 1.0)
    w = jnp.cumprod(ratio) * mask
    disc = GAMMA ** jnp.arange(reward.shape[0])
    return jnp.sum(disc * w * reward) / jnp.maximum(jnp.sum(disc * w), 1e-6)


def main():
    policy_w = jax.random.normal(jax.random.PRNGKey(0), (4, N_ACTIONS)) * 0.5
    values = []
    for sid, s in logged_sessions(6):
        p = pad_session(s, MAX_SLOTS)
        v = snips_session_value(policy_w, p["context"], p["actions"], p["propensity"],
                                p["reward"], p["mask"])
        values.append(float(v))
        print(f"session {sid}: {len(s['actions'])} slots, value {values[-1]:.4f}")
    print("estimated policy value", np.mean(values))


if __name__ == "__main__":
    main()
