import jax
import jax.numpy as jnp
from model import CREScorer

model = CREScorer()

@jax.jit
def cre_score(variables, x):
    return jnp.exp(14.0 + 0.1 * model.apply(variables, x))

def score_portfolio(variables, X, chunk=48):
    out = []
    for i in range(0, X.shape[0], chunk):
        out.append(cre_score(variables, X[i:i + chunk]))
    return jnp.concatenate(out)
