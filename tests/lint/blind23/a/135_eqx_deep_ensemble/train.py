import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(3e-3)


@eqx.filter_jit
def member_step(model, opt_state, x, y):
    def nll(m):
        out = jax.vmap(m)(x)
        mu, log_sigma = out[:, 0], out[:, 1]
        return jnp.mean(log_sigma + 0.5 * ((y - mu) / jnp.exp(log_sigma)) ** 2)

    loss, grads = eqx.filter_value_and_grad(nll)(model)
    updates, opt_state = opt.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def train_member(seed, x, y, steps=20):
    model = eqx.nn.MLP(4, 2, 32, 2, key=jax.random.PRNGKey(seed))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for _ in range(steps):
        model, opt_state, loss = member_step(model, opt_state, x, y)
    return model, float(loss)
