import equinox as eqx
import jax
import jax.numpy as jnp


class SoftmaxPolicy(eqx.Module):
    scorer: eqx.nn.Linear

    def __init__(self, context_dim, n_arms, key):
        self.scorer = eqx.nn.Linear(context_dim, n_arms, key=key)

    def probs(self, context, temperature):
        return jax.nn.softmax(self.scorer(context) / temperature)


@eqx.filter_jit
def choose_arms(policy, contexts, key, temperature):
    probs = jax.vmap(policy.probs, in_axes=(0, None))(contexts, temperature)
    keys = jax.random.split(key, contexts.shape[0])
    arms = jax.vmap(lambda k, p: jax.random.choice(k, p.shape[0], p=p))(keys, probs)
    return arms, jnp.take_along_axis(probs, arms[:, None], axis=1)[:, 0]
