import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def build_solver(cfg):
    def solve(cost, supply, demand):
        n_src, n_dst = cost.shape
        flow = jnp.full((n_src, n_dst), 1.0 / n_dst, jnp.float32)

        def body(_, flow):
            row_gap = flow.sum(1) - supply
            col_gap = flow.sum(0) - demand
            grad = cost + cfg.penalty * (row_gap[:, None] + col_gap[None, :])
            return jnp.maximum(flow - cfg.step_size * grad, 0.0)

        flow = jax.lax.fori_loop(0, cfg.n_iters, body, flow)
        return flow, (flow * cost).sum()

    return jax.jit(solve)
