import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class InnerConfig:
    inner_steps: int = 5
    clip: float = 1.0


def ridge_loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2) + 1e-3 * jnp.sum(w**2)


@partial(jax.jit, static_argnames=("cfg",))
def fit_task(w0, x, y, lr, cfg):
    def body(w, _):
        g = jax.grad(ridge_loss)(w, x, y)
        g = jnp.clip(g, -cfg.clip, cfg.clip)
        return w - lr * g, None

    w, _ = jax.lax.scan(body, w0, None, length=cfg.inner_steps)
    return ridge_loss(w, x, y)
