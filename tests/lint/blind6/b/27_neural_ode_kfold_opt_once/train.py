import jax
import jax.numpy as jnp
import optax

OPTIMIZER = optax.adam(5e-3)


def vector_field(params, y):
    return jnp.tanh(y @ params["w1"]) @ params["w2"]


def odeint_euler(params, y0, n=25, dt=0.08):
    def body(y, _):
        y = y + dt * vector_field(params, y)
        return y, y
    return jax.lax.scan(body, y0, None, length=n)[1]


def loss_fn(params, y0s, targets):
    preds = jax.vmap(lambda y0: odeint_euler(params, y0))(y0s)
    return jnp.mean((preds - targets) ** 2)


@jax.jit
def fit_step(params, opt_state, y0s, targets):
    loss, g = jax.value_and_grad(loss_fn)(params, y0s, targets)
    updates, opt_state = OPTIMIZER.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.5 * jax.random.normal(k1, (2, 16)), "w2": 0.5 * jax.random.normal(k2, (16, 2))}
