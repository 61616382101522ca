import jax
import jax.numpy as jnp


def init_policy(key, obs_dim, num_actions, hidden=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "w1": jax.random.normal(k1, (obs_dim, hidden)) * 0.1,
        "b1": jnp.zeros(hidden),
        "w_pi": jax.random.normal(k2, (hidden, num_actions)) * 0.1,
        "w_v": jax.random.normal(k3, (hidden, 1)) * 0.1,
    }


def forward(params, obs):
    h = jnp.tanh(obs @ params["w1"] + params["b1"])
    return h @ params["w_pi"], (h @ params["w_v"])[..., 0]


def ppo_loss(params, batch, clip_eps, vf_coef=0.5):
    logits, values = forward(params, batch["obs"])
    logp = jax.nn.log_softmax(logits)
    logp_a = jnp.take_along_axis(logp, batch["actions"][:, None], axis=1)[:, 0]
    ratio = jnp.exp(logp_a - batch["old_logp"])
    adv = batch["advantages"]
    adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    pg = -jnp.minimum(ratio * adv, jnp.clip(ratio, 1 - clip_eps, 1 + clip_eps) * adv).mean()
    vf = ((values - batch["returns"]) ** 2).mean()
    return pg + vf_coef * vf
