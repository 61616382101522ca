import jax
import jax.numpy as jnp

from model import forecast
from verify import DT, rmse_by_lead


def make_truth(n_times=24, n_vars=40):
    x = 8.0 + 0.01 * jax.random.normal(jax.random.PRNGKey(0), (n_vars,))
    x = forecast(x, DT, n_steps=200)
    traj = []
    for _ in range(n_times):
        x = forecast(x, DT, n_steps=1)
        traj.append(x)
    return jnp.stack(traj)


if __name__ == "__main__":
    truth = make_truth()
    noisy = truth + 0.1 * jax.random.normal(jax.random.PRNGKey(1), truth.shape)
    print(rmse_by_lead(noisy, leads=[6, 12, 24, 48]))
