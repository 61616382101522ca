import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import SoftFeatureGate, anneal

optim = optax.adam(5e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss_fn(m):
        logits = jax.vmap(m)(x)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return ce + 1e-3 * jnp.sum(jnp.abs(m.gate_logits))
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 20)).astype(np.float32)
    y = (x[:, 2] - x[:, 7] > 0).astype(np.int32)
    model = SoftFeatureGate(20, 2, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        model = anneal(model, epoch)
        for i in range(0, 256, 64):
            model, opt_state, loss = train_step(model, opt_state, x[i:i + 64], y[i:i + 64])
        print(epoch, float(model.temperature), float(loss))


if __name__ == "__main__":
    main()
