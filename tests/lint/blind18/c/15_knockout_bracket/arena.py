import jax
import jax.numpy as jnp

PAYOFF = jnp.array([[0.0, -1.0, 1.0],
                    [1.0, 0.0, -1.0],
                    [-1.0, 1.0, 0.0]])


def mixed_strategy(logits):
    return jax.nn.softmax(logits)


@jax.jit
def play_matches(logits_a, logits_b, keys):
    def one(la, lb, key):
        ka, kb = jax.random.split(key)
        a = jax.random.categorical(ka, la, shape=(20,))
        b = jax.random.categorical(kb, lb, shape=(20,))
        return PAYOFF[a, b].sum() + 0.01 * (mixed_strategy(la) @ PAYOFF @ mixed_strategy(lb))
    return jax.vmap(one)(logits_a, logits_b, keys)
