import functools

import jax
import jax.numpy as jnp
import optax


def _summaries(params, grads, lr):
    p_norm = optax.global_norm(params)
    g_norm = optax.global_norm(grads)
    return {"param_norm": p_norm, "grad_norm": g_norm,
            "update_ratio": lr * g_norm / (p_norm + 1e-8)}


@functools.lru_cache(maxsize=None)
def compiled_eval(loss_fn):
    def evaluate(params, batch):
        return loss_fn(params, batch)

    return jax.jit(evaluate)


class PrintHook:
    def __init__(self, every=1):
        self.every = every

    def __call__(self, step, params, grads, metrics):
        if step % self.every == 0:
            print(f"[{step}] " + " ".join(f"{k}={float(v):.4f}" for k, v in metrics.items()))


class ParamSummaryHook:
    """Adds parameter/gradient norms and the update ratio to the step metrics."""

    def __init__(self, lr):
        self._summaries = jax.jit(functools.partial(_summaries, lr=lr))

    def __call__(self, step, params, grads, metrics):
        metrics.update(self._summaries(params, grads))


class EvalHook:
    def __init__(self, loss_fn, val_batch, every=2):
        self.loss_fn = loss_fn
        self.val_batch = val_batch
        self.every = every

    def __call__(self, step, params, grads, metrics):
        if step % self.every == 0:
            metrics["val_loss"] = compiled_eval(self.loss_fn)(params, self.val_batch)
