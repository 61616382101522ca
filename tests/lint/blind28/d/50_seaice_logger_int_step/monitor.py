import jax
import jax.numpy as jnp


@jax.jit
def diagnostics(params, grads, step):
    gnorm = jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree.leaves(grads)))
    pnorm = jnp.sqrt(sum(jnp.sum(p ** 2) for p in jax.tree.leaves(params)))
    warm = jnp.minimum(1.0, (step + 1) / 20.0)
    return {"grad_norm": gnorm, "param_norm": pnorm, "warmup_frac": warm}


class Logger:
    def __init__(self, every):
        self.every = every
        self.history = []

    def __call__(self, step, params, grads):
        if step % self.every == 0:
            d = diagnostics(params, grads, step)
            self.history.append({k: float(v) for k, v in d.items()})
