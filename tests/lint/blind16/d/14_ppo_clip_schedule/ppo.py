from functools import partial

import jax
import jax.numpy as jnp
import optax

optimizer = optax.adam(3e-4)


def policy_value(params, obs):
    h = jnp.tanh(obs @ params["w"])
    return h @ params["pi"], (h @ params["v"])[:, 0]


def ppo_loss(params, batch, cfg, coefs):
    logits, value = policy_value(params, batch["obs"])
    logp_all = jax.nn.log_softmax(logits)
    logp = jnp.take_along_axis(logp_all, batch["actions"][:, None], 1)[:, 0]
    ratio = jnp.exp(logp - batch["old_logp"])
    adv = batch["adv"]
    pg = -jnp.minimum(ratio * adv, jnp.clip(ratio, 1 - coefs["clip_eps"], 1 + coefs["clip_eps"]) * adv)
    vf = (value - batch["returns"]) ** 2
    ent = -(jnp.exp(logp_all) * logp_all).sum(-1)
    return (pg + cfg.vf_coef * vf - coefs["ent_coef"] * ent).mean()


@partial(jax.jit, static_argnames="cfg")
def update(params, opt_state, batch, coefs, cfg):
    def mb_step(carry, mb):
        p, s = carry
        g = jax.grad(ppo_loss)(p, mb, cfg, coefs)
        u, s = optimizer.update(g, s, p)
        return (optax.apply_updates(p, u), s), None

    mbs = jax.tree.map(lambda x: x.reshape(cfg.num_minibatches, -1, *x.shape[1:]), batch)
    (params, opt_state), _ = jax.lax.scan(mb_step, (params, opt_state), mbs)
    return params, opt_state
