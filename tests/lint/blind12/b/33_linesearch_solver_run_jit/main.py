import jax.numpy as jnp
import numpy as np

from optim import BacktrackingGD


def heston_proxy_loss(theta, strikes, market_vols):
    # quadratic smile proxy: v(k) = a + b*k + c*k^2 in log-moneyness
    a, b, c = theta
    k = jnp.log(strikes / 100.0)
    model = a + b * k + c * k**2
    return jnp.mean((model - market_vols) ** 2)


def daily_smiles(n_days, seed=0):
    rng = np.random.default_rng(seed)
    strikes = jnp.linspace(80.0, 120.0, 9)
    for day in range(n_days):
        k = np.log(np.asarray(strikes) / 100.0)
        vols = 0.2 - 0.1 * k + (0.5 + 0.1 * day) * k**2 + rng.normal(0, 1e-3, k.shape)
        yield day, strikes, jnp.asarray(vols, dtype=jnp.float32)


if __name__ == "__main__":
    solver = BacktrackingGD(max_iter=5)
    theta = jnp.array([0.2, 0.0, 0.0])
    for day, strikes, vols in daily_smiles(6):
        theta, loss = solver.run(heston_proxy_loss, theta, strikes, vols)
        print(f"day {day}: theta {np.round(np.asarray(theta), 3)} loss {float(loss):.2e}")
