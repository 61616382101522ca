import jax
import jax.numpy as jnp
import numpy as np
import optax

from tasks import TASKS, make_batch

opt = optax.adam(1e-3)


@jax.jit
def bc_step(params, opt_state, obs, act):
    def loss_fn(p):
        pred = jnp.tanh(obs @ p["w1"]) @ p["w2"]
        return jnp.mean((pred - act) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def init(key, obs_dim, n_actions):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (obs_dim, 32)) * 0.2,
            "w2": jax.random.normal(k2, (32, n_actions)) * 0.2}


def main():
    rng = np.random.default_rng(0)
    agents = {}
    for i, (name, spec) in enumerate(TASKS.items()):
        p = init(jax.random.PRNGKey(i), spec["obs_dim"], spec["n_actions"])
        agents[name] = [p, opt.init(p)]
    for it in range(4):
        for name in TASKS:
            obs, act = make_batch(name, rng)
            p, s = agents[name]
            p, s, loss = bc_step(p, s, obs, act)
            agents[name] = [p, s]
        print(it, float(loss))


if __name__ == "__main__":
    main()
