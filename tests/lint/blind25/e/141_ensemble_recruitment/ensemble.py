import equinox as eqx
import jax
import jax.numpy as jnp

def make_member(key):
    return eqx.nn.MLP(4, 1, 16, 2, key=key)

def build_ensemble(n, seed=0):
    return eqx.filter_vmap(make_member)(jax.random.split(jax.random.PRNGKey(seed), n))

@eqx.filter_jit
def ensemble_forecast(ensemble, env):
    preds = eqx.filter_vmap(lambda m: m(env)[0])(ensemble)
    return jnp.mean(preds), jnp.std(preds)
