import functools

import jax
import jax.numpy as jnp
import optax

from config import PPOConfig

opt = optax.adam(3e-4)


def forward(params, obs):
    h = jnp.tanh(obs @ params["w"])
    return h @ params["pi"], (h @ params["v"])[:, 0]


@functools.partial(jax.jit, static_argnums=(0,))
def ppo_update(cfg, params, opt_state, obs, actions, old_logp, adv, returns, clip_eps):
    def loss_fn(p):
        logits, value = forward(p, obs)
        logp_all = jax.nn.log_softmax(logits)
        logp = jnp.take_along_axis(logp_all, actions[:, None], 1)[:, 0]
        ratio = jnp.exp(logp - old_logp)
        clipped = jnp.clip(ratio, 1 - clip_eps, 1 + clip_eps)
        pg = -jnp.mean(jnp.minimum(ratio * adv, clipped * adv))
        vf = jnp.mean((value - returns) ** 2)
        ent = -jnp.mean(jnp.sum(jnp.exp(logp_all) * logp_all, -1))
        return pg + cfg.vf_coef * vf - cfg.ent_coef * ent
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    base = PPOConfig()
    k = jax.random.split(jax.random.PRNGKey(0), 8)
    params = {"w": jax.random.normal(k[0], (4, 32)) * 0.5,
              "pi": jax.random.normal(k[1], (32, 2)) * 0.1,
              "v": jax.random.normal(k[2], (32, 1)) * 0.1}
    opt_state = opt.init(params)
    obs = jax.random.normal(k[3], (64, 4))
    actions = jax.random.randint(k[4], (64,), 0, 2)
    old_logp = jnp.full((64,), jnp.log(0.5))
    adv = jax.random.normal(k[5], (64,))
    returns = jax.random.normal(k[6], (64,))
    for i in range(base.n_updates):
        clip_eps = jnp.float32(base.clip_at(i / base.n_updates))
        params, opt_state, loss = ppo_update(base, params, opt_state, obs, actions,
                                             old_logp, adv, returns, clip_eps)
        print(i, float(clip_eps), float(loss))


if __name__ == "__main__":
    main()
