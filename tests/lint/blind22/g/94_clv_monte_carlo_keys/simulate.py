import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def simulate_clv(model, key, months=24, n_paths=64):
    p_churn = jax.nn.sigmoid(model.churn_logit)
    u = jax.random.uniform(key, (n_paths, months, p_churn.shape[0]))
    alive = jnp.cumprod(u > p_churn, axis=1)
    spend = jnp.exp(model.log_spend)
    return jnp.mean(jnp.sum(alive * spend, axis=1), axis=0)
