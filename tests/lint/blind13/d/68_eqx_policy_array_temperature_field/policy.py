import equinox as eqx
import jax
import jax.numpy as jnp


class BoltzmannQ(eqx.Module):
    q_net: eqx.nn.MLP
    temperature: jax.Array
    n_actions: int = eqx.field(static=True)

    def __init__(self, obs_dim, n_actions, temperature, key):
        self.q_net = eqx.nn.MLP(obs_dim, n_actions, 32, 1, key=key)
        self.temperature = jnp.asarray(temperature, dtype=jnp.float32)
        self.n_actions = n_actions

    def with_temperature(self, temperature):
        return eqx.tree_at(lambda p: p.temperature, self, jnp.asarray(temperature, dtype=jnp.float32))


@eqx.filter_jit
def act_batch(policy, obs, key):
    q = jax.vmap(policy.q_net)(obs)
    return jax.random.categorical(key, q / policy.temperature, axis=-1)
