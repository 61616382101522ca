import jax
import jax.numpy as jnp


@jax.jit
def haugh_grade(feats, w):
    score = feats @ w
    aa = score > 0.5
    a = (score > -0.5) & ~aa
    return jnp.stack([aa.sum(), a.sum(), (~aa & ~a).sum()])
