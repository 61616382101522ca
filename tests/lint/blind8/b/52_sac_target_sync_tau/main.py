import jax
import jax.numpy as jnp

from target import polyak_update, sync_schedule

TAU = 0.005
WARMUP = 2


def init_critic(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (6, 32)) * 0.2, "w2": jax.random.normal(k2, (32, 1)) * 0.2}


@jax.jit
def critic_sgd(params, obs, targets):
    def loss(p):
        return jnp.mean(((jnp.tanh(obs @ p["w1"]) @ p["w2"])[:, 0] - targets) ** 2)

    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, d: p - 0.01 * d, params, g), l


def main():
    key = jax.random.PRNGKey(0)
    online = init_critic(key)
    target = jax.tree_util.tree_map(jnp.zeros_like, online)
    for step in range(6):
        key, k1, k2 = jax.random.split(key, 3)
        obs = jax.random.normal(k1, (64, 6))
        targets = jax.random.normal(k2, (64,))
        online, loss = critic_sgd(online, obs, targets)
        target = polyak_update(online, target, sync_schedule(step, WARMUP, TAU))
        gap = sum(float(jnp.abs(o - t).mean()) for o, t in
                  zip(jax.tree_util.tree_leaves(online), jax.tree_util.tree_leaves(target)))
        print(f"step {step}: loss {float(loss):.4f} online/target gap {gap:.5f}")


if __name__ == "__main__":
    main()
