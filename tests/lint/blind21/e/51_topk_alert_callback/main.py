import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import TopKAlertCallback

N = 8


def loss_fn(model, x):
    return jnp.mean((jax.vmap(model)(x) - x) ** 2)


opt = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, x):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x)
    updates, opt_state = opt.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(23)
    model = eqx.nn.MLP(N, N, 6, 1, key=jax.random.PRNGKey(3))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    x = jnp.asarray(rng.normal(size=(64, N)), jnp.float32)
    cb = TopKAlertCallback(jnp.asarray(rng.normal(size=(40, N)), jnp.float32))
    for epoch in range(4):
        model, opt_state, loss = train_step(model, opt_state, x)
        cb.on_epoch_end(epoch, model)
    print(cb.history[-1])


if __name__ == "__main__":
    main()
