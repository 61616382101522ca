import jax
import jax.numpy as jnp

N_PER_ARM = 50


@jax.jit
def simulate_trial(key, effect_size):
    k_pbo, k_act = jax.random.split(key)
    pbo = jax.random.normal(k_pbo, (N_PER_ARM,)) * 10.0
    act = jax.random.normal(k_act, (N_PER_ARM,)) * 10.0 - effect_size
    diff = act.mean() - pbo.mean()
    se = jnp.sqrt(act.var(ddof=1) / N_PER_ARM + pbo.var(ddof=1) / N_PER_ARM)
    return diff / se < -1.96


def default_key(seed):
    return jax.random.key(seed)
