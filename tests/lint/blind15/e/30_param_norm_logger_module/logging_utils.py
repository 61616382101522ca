import jax
import jax.numpy as jnp


def _global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(x ** 2) for x in jax.tree.leaves(tree)))


@jax.jit
def param_stats(p, g):
    return {
        "param_norm": _global_norm(p),
        "grad_norm": _global_norm(g),
        "max_abs": jnp.max(jnp.stack([jnp.max(jnp.abs(x)) for x in jax.tree.leaves(p)])),
    }


class ParamStatsLogger:
    def __init__(self, every=2):
        self.every = every
        self.records = []

    def maybe_log(self, step, params, grads):
        if step % self.every:
            return
        stats = param_stats(params, grads)
        self.records.append({"step": step, **{k: float(v) for k, v in stats.items()}})
