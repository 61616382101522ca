import jax
import jax.numpy as jnp
import optax

from datasets import ACT, OBS, mixed_batches

opt = optax.adam(1e-3)


def q_fn(params, obs, act):
    return (jnp.tanh(jnp.concatenate([obs, act], -1) @ params["w1"]) @ params["w2"])[:, 0]


@jax.jit
def td_update(params, target, opt_state, batch):
    def loss(p):
        q = q_fn(p, batch["obs"], batch["actions"])
        q_next = q_fn(target, batch["obs"], batch["actions"])
        y = batch["rewards"] + 0.99 * (1 - batch["terminals"]) * q_next
        return jnp.mean((q - jax.lax.stop_gradient(y)) ** 2)

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (OBS + ACT, 32)) * 0.2,
              "w2": jax.random.normal(k2, (32, 1)) * 0.2}
    target = params
    opt_state = opt.init(params)
    for i, batch in enumerate(mixed_batches(64, 8)):
        params, opt_state, loss = td_update(params, target, opt_state, batch)
    print(float(loss))


if __name__ == "__main__":
    main()
