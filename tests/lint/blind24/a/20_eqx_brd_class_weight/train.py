import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def brd_step(model, x, y, lr):
    def loss(m):
        z = jax.vmap(m)(x)
        w = jnp.where(y > 0, m.pos_weight, 1.0)
        return jnp.mean(w * (jnp.logaddexp(0.0, z) - y * z))
    l, g = eqx.filter_value_and_grad(loss)(model)
    g = eqx.tree_at(lambda gg: gg.pos_weight, g, jnp.zeros_like(model.pos_weight))
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda gi: -lr * gi, g))
    return model, l


def fit(model, x, y, epochs, lr):
    for epoch in range(epochs):
        prevalence = float(y.mean())
        new_w = (1.0 - prevalence) / prevalence * (0.5 + 0.1 * epoch)
        model = eqx.tree_at(lambda m: m.pos_weight, model, jnp.asarray(new_w, dtype=jnp.float32))
        model, l = brd_step(model, x, y, lr)
        print(f"epoch {epoch} pos_weight {new_w:.2f} loss {float(l):.4f}")
    return model
