import jax
import jax.numpy as jnp
import numpy as np


def _economic_dispatch(demand, cost_a, cost_b, p_max):
    # two-generator lambda iteration with a set number of bisection steps
    lo, hi = jnp.zeros_like(demand), jnp.full_like(demand, 500.0)

    def body(i, bounds):
        lo, hi = bounds
        lam = 0.5 * (lo + hi)
        p = jnp.clip((lam[:, None] - cost_a[None, :]) / (2.0 * cost_b[None, :]), 0.0, p_max[None, :])
        short = jnp.sum(p, axis=1) < demand
        return jnp.where(short, lam, lo), jnp.where(short, hi, lam)

    lo, hi = jax.lax.fori_loop(0, 40, body, (lo, hi))
    return 0.5 * (lo + hi)


class DispatchService:
    def __init__(self, fleet):
        self.cost_a = np.asarray(fleet["a"], dtype=np.float32)
        self.cost_b = np.asarray(fleet["b"], dtype=np.float32)
        self.p_max = np.asarray(fleet["p_max"], dtype=np.float32)

    def handle(self, request):
        demand = np.asarray(request["demand_mw"], dtype=np.float32)
        @jax.jit
        def solver(d):
            return _economic_dispatch(d, self.cost_a, self.cost_b, self.p_max)

        lam = solver(demand)
        return {"day": request["day"], "marginal_price": np.asarray(lam).round(2).tolist()}
