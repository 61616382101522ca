import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from train import optim, fit_batch

# killer-defect classification: rare positives, class weight re-estimated each epoch


def inline_defects(n=320, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 7)).astype(np.float32)  # size, brightness, layer, polarity, ...
    y = ((x[:, 0] > 1.0) & (x[:, 3] > 0.0)).astype(np.float32)
    return x, y


def main():
    x, y = inline_defects()
    model = eqx.nn.MLP(7, 1, 24, 2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        pos_frac = float(y.mean())
        w = jnp.float32((1 - pos_frac) / max(pos_frac, 1e-3))
        loss_fn = lambda logits, t: jnp.mean(optax.sigmoid_binary_cross_entropy(logits, t) * (1 + (w - 1) * t))
        for i in range(0, 320, 64):
            model, opt_state, loss = fit_batch(model, opt_state, x[i:i + 64], y[i:i + 64], loss_fn)
        print(f"epoch {epoch}: pos weight {float(w):.2f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
