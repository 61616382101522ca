import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx
import optax

from pipeline import synth_claims, batches


def bce(model, x, y):
    logits = jax.vmap(model)(x)[:, 0]
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


@eqx.filter_jit
def update(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(bce)(model, x, y)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


optim = optax.adam(3e-3)


def main():
    x, y = synth_claims(1500, 10, seed=11)
    model = eqx.nn.MLP(10, 1, width_size=24, depth=2, key=jax.random.PRNGKey(1))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    rng = np.random.default_rng(0)
    for epoch in range(4):
        tot = []
        for xb, yb in batches(x, y, 256, rng):
            model, opt_state, loss = update(model, opt_state, xb, yb)
            tot.append(float(loss))
        print(epoch, round(float(np.mean(tot)), 4))


if __name__ == "__main__":
    main()
