import equinox as eqx
import jax
import jax.numpy as jnp


def load_model(seed):
    # the deployed model uses a leaky activation
    return eqx.nn.MLP(5, 1, 16, 2, activation=lambda x: jax.nn.leaky_relu(x, 0.1), key=jax.random.PRNGKey(seed))
