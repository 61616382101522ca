import jax
import jax.numpy as jnp

@jax.jit
def relocation_draws(key, utilities, scale):
    gumbel = jax.random.gumbel(key, (500,) + utilities.shape)
    choice = jnp.argmax(utilities[None, :] + gumbel, axis=-1)
    return jnp.bincount(choice, length=utilities.shape[0]) * scale

def replications(root, n):
    for k in jax.random.split(root, n):
        yield k

utilities = jnp.array([0.2, 0.5, -0.1, 0.3, 0.0])
shares = [relocation_draws(k, utilities, 20.0) for k in replications(jax.random.PRNGKey(0), 6)]
print(jnp.stack(shares).mean(0))
