import jax
import jax.numpy as jnp
import optax


class MetricLogger:
    def __init__(self, every=2):
        self.every = every
        self.history = []

    def __call__(self, step, params, grads):
        if step % self.every:
            return
        stats = jax.jit(lambda p, g: {
            "param_norm": optax.global_norm(p),
            "grad_norm": optax.global_norm(g),
            "max_abs_grad": jnp.max(jnp.stack([jnp.max(jnp.abs(x)) for x in jax.tree.leaves(g)])),
        })(params, grads)
        self.history.append({k: float(v) for k, v in stats.items()})
        print(step, self.history[-1])
