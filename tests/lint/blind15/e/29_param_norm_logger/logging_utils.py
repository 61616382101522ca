import jax
import jax.numpy as jnp


class ParamStatsLogger:
    def __init__(self, every=2):
        self.every = every
        self.records = []

    def maybe_log(self, step, params, grads):
        if step % self.every:
            return

        def param_stats(p, g):
            return {
                "param_norm": jnp.sqrt(sum(jnp.sum(x ** 2) for x in jax.tree.leaves(p))),
                "grad_norm": jnp.sqrt(sum(jnp.sum(x ** 2) for x in jax.tree.leaves(g))),
                "max_abs": jnp.max(jnp.stack([jnp.max(jnp.abs(x)) for x in jax.tree.leaves(p)])),
            }

        stats = jax.jit(param_stats)(params, grads)
        self.records.append({"step": step, **{k: float(v) for k, v in stats.items()}})
