import equinox as eqx
import jax


def build_member(key):
    return eqx.nn.MLP(in_size=4, out_size=1, width_size=24, depth=2,
                      activation=jax.nn.softplus, key=key)


def build_ensemble(n_members, seed=0):
    keys = jax.random.split(jax.random.PRNGKey(seed), n_members)
    return [build_member(k) for k in keys]
