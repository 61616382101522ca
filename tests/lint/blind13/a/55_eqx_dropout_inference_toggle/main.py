import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import RegionClassifier

optim = optax.adam(3e-3)
EPOCHS = 4


@eqx.filter_jit
def batch_loss(model, x, y, key):
    keys = jax.random.split(key, x.shape[0])
    logits = jax.vmap(model)(x, keys)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@eqx.filter_jit
def train_step(model, opt_state, x, y, key):
    loss, grads = eqx.filter_value_and_grad(batch_loss)(model, x, y, key)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 24)).astype(np.float32)
    y = (np.abs(x[:, :4]).argmax(-1)).astype(np.int32)
    key = jax.random.PRNGKey(0)
    model = RegionClassifier(24, 4, p=0.3, key=key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(EPOCHS):
        for i in range(0, 64, 32):
            key, sub = jax.random.split(key)
            model, opt_state, loss = train_step(model, opt_state, x[i:i + 32], y[i:i + 32], sub)
        # same held-out batch with dropout on and off
        noisy = batch_loss(model, x[64:], y[64:], key)
        clean = batch_loss(eqx.nn.inference_mode(model), x[64:], y[64:], key)
        print(f"epoch {epoch}: train {float(loss):.4f} val {float(clean):.4f} (dropout on {float(noisy):.4f})")


if __name__ == "__main__":
    main()
