import equinox as eqx
import jax


def make_member(seed, n_in=5, width=16):
    return eqx.nn.MLP(n_in, 1, width, 2, activation=jax.nn.tanh, key=jax.random.PRNGKey(seed))
