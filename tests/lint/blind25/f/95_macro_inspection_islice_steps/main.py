import itertools

import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from loader import MacroImageStream

optim = optax.adam(1e-3)


@eqx.filter_jit
def macro_step(model, opt_state, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(x), y).mean()

    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = optim.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, loss


def main():
    stream = MacroImageStream()
    bs = 32
    steps_per_epoch = len(stream.x) // bs
    model = eqx.nn.MLP(400, 3, 32, 2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    batches = stream.batches(bs)
    for epoch in range(4):
        for x, y in itertools.islice(batches, steps_per_epoch):
            model, opt_state, loss = macro_step(model, opt_state, x, y)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
