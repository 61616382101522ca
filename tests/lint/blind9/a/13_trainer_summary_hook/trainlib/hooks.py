import jax
import jax.numpy as jnp
import optax


class PrintHook:
    def __init__(self, every=1):
        self.every = every

    def __call__(self, step, params, grads, metrics):
        if step % self.every == 0:
            print(f"[{step}] " + " ".join(f"{k}={float(v):.4f}" for k, v in metrics.items()))


class ParamSummaryHook:
    """Adds parameter/gradient norms and the update ratio to the step metrics."""

    def __init__(self, lr):
        self.lr = lr

    def __call__(self, step, params, grads, metrics):
        lr = self.lr

        def summaries(params, grads):
            p_norm = optax.global_norm(params)
            g_norm = optax.global_norm(grads)
            return {"param_norm": p_norm, "grad_norm": g_norm,
                    "update_ratio": lr * g_norm / (p_norm + 1e-8)}

        metrics.update(jax.jit(summaries)(params, grads))
