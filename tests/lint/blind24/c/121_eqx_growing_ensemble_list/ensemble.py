import jax
import jax.numpy as jnp
import equinox as eqx


@eqx.filter_jit
def ensemble_hire_prob(members, x):
    probs = [jax.nn.sigmoid(jax.vmap(m)(x)[:, 0]) for m in members]
    return jnp.mean(jnp.stack(probs), axis=0)


@eqx.filter_jit
def fit_member(model, x, y):
    def loss(m):
        z = jax.vmap(m)(x)[:, 0]
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    for _ in range(20):
        g = eqx.filter_grad(loss)(model)
        model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda t: -0.3 * t, g))
    return model
