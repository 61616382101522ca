import equinox as eqx
import jax


def shifted_softplus(x):
    return jax.nn.softplus(x) - 0.6931


def make_member(key, n_in):
    return eqx.nn.MLP(n_in, 1, 32, 2, activation=shifted_softplus, key=key)


def make_ensemble(n_members, n_in, seed=0):
    keys = jax.random.split(jax.random.PRNGKey(seed), n_members)
    return [make_member(k, n_in) for k in keys]
