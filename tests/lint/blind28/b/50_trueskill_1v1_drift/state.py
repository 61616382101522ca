import jax.numpy as jnp


def init_skill_state(n_players, mu0=25.0, sigma0=25.0 / 3):
    return {"mu": jnp.full((n_players,), mu0), "sigma": jnp.full((n_players,), sigma0)}
