import jax.numpy as jnp
import numpy as np

from garch import fit_garch

INITIAL_WINDOW = 250
N_FORECASTS = 6


def simulate_returns(n, seed=1):
    rng = np.random.default_rng(seed)
    omega, alpha, beta = 1e-6, 0.08, 0.9
    var, out = omega / (1 - alpha - beta), []
    for _ in range(n):
        r = np.sqrt(var) * rng.standard_normal()
        out.append(r)
        var = omega + alpha * r**2 + beta * var
    return np.asarray(out, dtype=np.float32)


def main():
    returns = simulate_returns(INITIAL_WINDOW + N_FORECASTS)
    theta = jnp.array([np.log(1e-6), 0.0, 2.0], dtype=jnp.float32)
    for day in range(INITIAL_WINDOW, INITIAL_WINDOW + N_FORECASTS):
        history = returns[:day]
        theta, var_fc = fit_garch(theta, jnp.asarray(history))
        realized = returns[day] ** 2
        print(f"day {day}: vol forecast={np.sqrt(float(var_fc)):.4%} realized |r|={np.sqrt(realized):.4%}")


if __name__ == "__main__":
    main()
