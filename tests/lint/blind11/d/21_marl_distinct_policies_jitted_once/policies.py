import jax
import jax.numpy as jnp


def greedy_policy(params, obs, key):
    return jnp.argmax(jnp.tanh(obs @ params["w1"]) @ params["w2"])


def softmax_policy(params, obs, key):
    logits = jnp.tanh(obs @ params["w1"]) @ params["w2"]
    return jax.random.categorical(key, logits)


def epsilon_policy(params, obs, key):
    k1, k2 = jax.random.split(key)
    greedy = jnp.argmax(jnp.tanh(obs @ params["w1"]) @ params["w2"])
    return jnp.where(jax.random.uniform(k1) < 0.1, jax.random.randint(k2, (), 0, params["w2"].shape[1]), greedy)


POLICY_FNS = {name: jax.jit(fn) for name, fn in
              [("greedy", greedy_policy), ("softmax", softmax_policy), ("epsilon", epsilon_policy)]}
