import jax
import jax.numpy as jnp
import optax

t = jnp.linspace(0.0, 6.0, 50)
obs = 1.3 * jnp.sin(0.8 * t) + 0.2


def model(params, t):
    y = params["amp"] * jnp.sin(params["freq"] * t)
    if "offset" in params:
        y = y + params["offset"]
    return y


def loss_fn(params):
    return jnp.mean((model(params, t) - obs) ** 2)


opt = optax.adam(0.05)


@jax.jit
def train_step(params, state):
    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, state = opt.update(g, state)
    return optax.apply_updates(params, updates), state, loss

params = {"amp": jnp.float32(1.0), "freq": jnp.float32(0.7)}
state = opt.init(params)
for stage in range(3):
    for _ in range(10):
        params, state, loss = train_step(params, state)
    print(stage, float(loss))
    if stage == 0:
        params = dict(params, offset=jnp.float32(0.0))
        state = opt.init(params)
    elif stage == 1:
        params = dict(params, phase=jnp.float32(0.0))
        state = opt.init(params)
