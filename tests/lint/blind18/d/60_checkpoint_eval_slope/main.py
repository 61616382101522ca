import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import F0Net, load_weights

optim = optax.sgd(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, frames, f0):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(frames) - f0) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


@eqx.filter_jit
def evaluate(model, frames, f0):
    return jnp.mean(jnp.abs(jax.vmap(model)(frames) - f0))


def main():
    key = jax.random.PRNGKey(1)
    model = F0Net(key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    k1, k2 = jax.random.split(key)
    frames = jax.random.normal(k1, (16, 64))
    f0 = jax.random.uniform(k2, (16,))
    for epoch in range(4):
        model, opt_state, loss = train_step(model, opt_state, frames, f0)
        restored = load_weights(model)
        print(epoch, float(loss), float(evaluate(restored, frames, f0)))


if __name__ == "__main__":
    main()
