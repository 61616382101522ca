"""Population-based training of actor-critic hyper-parameters on a contextual bandit."""
import jax
import jax.numpy as jnp
import numpy as np

from pbt import Member, as_hypers, exploit_and_explore

OBS, ACT, BATCH = 4, 3, 64


@jax.jit
def a2c_update(params, obs, actions, rewards, hypers):
    def loss_fn(p):
        logits = obs @ p["pi"]
        value = obs @ p["v"]
        logp = jax.nn.log_softmax(logits)
        adv = jax.lax.stop_gradient(rewards - value)
        pg = -jnp.mean(jnp.take_along_axis(logp, actions[:, None], 1)[:, 0] * adv)
        ent = -jnp.mean(jnp.sum(jnp.exp(logp) * logp, -1))
        return pg + 0.5 * jnp.mean((rewards - value) ** 2) - hypers["entropy_coef"] * ent

    grads = jax.grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - hypers["lr"] * g, params, grads)


def batch(rng):
    obs = rng.normal(size=(BATCH, OBS)).astype(np.float32)
    actions = rng.integers(0, ACT, BATCH).astype(np.int32)
    rewards = (actions == np.argmax(obs[:, :ACT], 1)).astype(np.float32)
    return obs, actions, rewards


def main():
    rng = np.random.default_rng(0)
    population = [Member({"pi": jnp.zeros((OBS, ACT)), "v": jnp.zeros(OBS)},
                         as_hypers(lr=0.1 * (i + 1), entropy_coef=0.01)) for i in range(4)]
    for gen in range(4):
        for m in population:
            obs, actions, rewards = batch(rng)
            m.params = a2c_update(m.params, obs, actions, rewards, m.hypers)
            eval_obs, _, _ = batch(rng)
            greedy = np.argmax(np.asarray(eval_obs @ m.params["pi"]), 1)
            m.score = float(np.mean(greedy == np.argmax(eval_obs[:, :ACT], 1)))
        exploit_and_explore(population, rng)
        print(f"gen {gen}: scores {[round(m.score, 2) for m in population]}")


if __name__ == "__main__":
    main()
