from functools import partial
import jax
from losses import focal_loss

def run_config(alpha, x, y, w0, steps=20):
    def rare_clause_step(w):
        l, g = jax.value_and_grad(partial(focal_loss, alpha=alpha))(w, x, y)
        return w - 0.5 * g, l
    step = jax.jit(rare_clause_step)
    w = w0
    for _ in range(steps):
        w, l = step(w)
    return float(l)
