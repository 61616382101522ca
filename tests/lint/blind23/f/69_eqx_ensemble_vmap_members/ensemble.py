import equinox as eqx
import jax
import jax.numpy as jnp


def make_ensemble(key, n_members):
    keys = jax.random.split(key, n_members)
    return eqx.filter_vmap(lambda k: eqx.nn.MLP(5, 2, 32, 2, key=k))(keys)


@eqx.filter_jit
def ensemble_predict(ensemble, x):
    # mean and spread of predicted sideslip / bank angle corrections
    preds = eqx.filter_vmap(lambda m: jax.vmap(m)(x))(ensemble)
    return preds.mean(0), preds.std(0)
