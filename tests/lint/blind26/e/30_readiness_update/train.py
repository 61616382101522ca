import jax
import jax.numpy as jnp
import numpy as np


def cosine_lrs(base=3e-3, warmup=2, total=6):
    warm = [base * (e + 1) / warmup for e in range(warmup)]
    cos = base * 0.5 * (1 + np.cos(np.linspace(0, np.pi, total - warmup)))
    return np.asarray(warm + list(cos), dtype=np.float32)


@jax.jit
def readiness_update(w, x, y, lr):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - lr * g
