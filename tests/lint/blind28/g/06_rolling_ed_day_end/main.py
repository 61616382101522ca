import numpy as np
import jax
import jax.numpy as jnp

# relaxed economic dispatch by projected gradient over a rolling horizon
PMIN = np.array([50., 30., 10.], dtype=np.float32)
PMAX = np.array([300., 200., 120.], dtype=np.float32)
COST_A = np.array([0.002, 0.004, 0.01], dtype=np.float32)
COST_B = np.array([18., 22., 35.], dtype=np.float32)


@jax.jit
def dispatch(demand, n_iter_lr):
    T = demand.shape[0]
    p = jnp.tile((PMIN + PMAX) / 2, (T, 1))
    lam = jnp.zeros(T)

    def body(i, carry):
        p, lam = carry
        grad = 2 * COST_A * p + COST_B - lam[:, None]
        p = jnp.clip(p - n_iter_lr * grad, PMIN, PMAX)
        lam = lam + 0.05 * (demand - p.sum(1))
        return p, lam

    p, lam = jax.lax.fori_loop(0, 200, body, (p, lam))
    cost = jnp.sum(COST_A * p ** 2 + COST_B * p)
    return p, lam, cost


def forecast_window(load, start, horizon_end):
    return load[start:horizon_end]


def main():
    hours = np.arange(72)
    load = (350 + 120 * np.sin(2 * np.pi * (hours - 6) / 24)).astype(np.float32)
    # run at the start of each 6-hour block, to the end of the current day
    for start in range(0, 48, 6):
        end = (start // 24 + 1) * 24
        d = forecast_window(load, start, end)
        p, lam, cost = dispatch(d, 0.5)
        print(start, d.shape[0], float(cost))


if __name__ == "__main__":
    main()
