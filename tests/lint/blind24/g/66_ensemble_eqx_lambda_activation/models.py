import equinox as eqx
import jax


def make_member(seed, slope, n_in=5, width=16):
    return eqx.nn.MLP(n_in, 1, width, 2, activation=lambda z: jax.nn.leaky_relu(z, slope),
                      key=jax.random.PRNGKey(seed))
