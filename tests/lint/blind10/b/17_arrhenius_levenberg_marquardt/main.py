import jax.numpy as jnp
import numpy as np

from fitting import lm_step


def load_rates():
    temps = np.array([300.0, 320.0, 340.0, 360.0, 380.0, 400.0], dtype=np.float32)
    rates = np.exp(20.0 - 60.0 / (8.314e-3 * temps)).astype(np.float32)
    rates *= np.float32(1.0) + np.float32(0.02) * np.sin(temps).astype(np.float32)
    return jnp.asarray(temps), jnp.asarray(rates)


def levenberg_marquardt(temps, rates, n_iters=6):
    params = jnp.array([15.0, 50.0])
    damping = 0
    for it in range(n_iters):
        proposal, cost, new_cost = lm_step(params, temps, rates, damping)
        if float(new_cost) < float(cost):
            params = proposal
            damping = float(max(damping * 0.3, 1e-6))
        else:
            damping = float(max(damping * 10.0, 1e-3))
        print(f"iter {it}: cost {float(cost):.4e} damping {damping:.1e}")
    return params


if __name__ == "__main__":
    t, k = load_rates()
    print("fit:", levenberg_marquardt(t, k))
