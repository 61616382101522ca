import jax
import jax.numpy as jnp


@jax.jit
def simulate_scorelines(key, lam_home, lam_away, draws):
    kh, ka = jax.random.split(key)
    gh = jax.random.poisson(kh, lam_home, draws.shape)
    ga = jax.random.poisson(ka, lam_away, draws.shape)
    return jnp.stack([(gh > ga).mean(), (gh == ga).mean(), (gh < ga).mean()])
