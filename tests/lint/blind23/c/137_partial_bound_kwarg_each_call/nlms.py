import jax
import jax.numpy as jnp


@jax.jit
def nlms_predict_block(w, x_hist, target, mu):
    def step(w, inp):
        x, d = inp
        e = d - w @ x
        return w + mu * e * x / (x @ x + 1e-6), e
    w, e = jax.lax.scan(step, w, (x_hist, target))
    return w, jnp.mean(e ** 2)
