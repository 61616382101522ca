import jax
import jax.numpy as jnp

from enkf import assimilation_cycle
from lorenz import forecast

DIM = 20
N_ENS = 16
R_VAR = 0.5


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    truth = 8.0 + jax.random.normal(key, (DIM,))
    H = jnp.eye(DIM)[::2]
    ens = truth + 2.0 * jax.random.normal(jax.random.PRNGKey(1), (N_ENS, DIM))
    for cycle in range(8):
        key, k_obs, k_pert = jax.random.split(key, 3)
        truth = forecast(truth)
        y = H @ truth + jnp.sqrt(R_VAR) * jax.random.normal(k_obs, (H.shape[0],))
        ens = assimilation_cycle(ens, y, H, R_VAR, k_pert)
        rmse = float(jnp.sqrt(jnp.mean((ens.mean(0) - truth) ** 2)))
        print(f"cycle {cycle}: analysis rmse {rmse:.3f}")
