import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def update_and_score(scorer, window):
    norm = scorer.norm
    n = norm.count + window.shape[0]
    w_old = norm.count / n
    mean = w_old * norm.mean + (1 - w_old) * window.mean(axis=0)
    var = w_old * norm.var + (1 - w_old) * window.var(axis=0)
    z = (window - mean) / jnp.sqrt(var + 1e-6)
    score = jax.vmap(scorer.proj)(z)[:, 0]
    new_norm = eqx.tree_at(lambda m: (m.mean, m.var), norm, (mean, var))
    new_norm = eqx.tree_at(lambda m: m.count, new_norm, n)
    return eqx.tree_at(lambda s: s.norm, scorer, new_norm), jnp.abs(score).max()
