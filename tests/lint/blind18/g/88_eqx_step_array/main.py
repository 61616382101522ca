import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import warmup_linear_decay

optim = optax.inject_hyperparams(optax.sgd)(learning_rate=0.0, momentum=0.9)


@eqx.filter_jit
def make_step(model, opt_state, x, y, step):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    opt_state.hyperparams["learning_rate"] = warmup_linear_decay(step)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 3)).astype(np.float32)
    y = np.tanh(x.sum(-1, keepdims=True)).astype(np.float32)
    model = eqx.nn.MLP(3, 1, 16, 2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step in range(8):
        i = step % 4 * 16
        model, opt_state, loss = make_step(model, opt_state, x[i:i + 16], y[i:i + 16], jnp.asarray(step, jnp.int32))
        print(step, float(loss), float(opt_state.hyperparams["learning_rate"]))


if __name__ == "__main__":
    main()
