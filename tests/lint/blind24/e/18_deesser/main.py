import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx
import optax


class DeEsser(eqx.Module):
    detector: eqx.nn.MLP
    threshold: jax.Array

    def __init__(self, key, threshold=0.5):
        self.detector = eqx.nn.MLP(24, 1, 32, 2, key=key)
        self.threshold = jnp.asarray(threshold, dtype=jnp.float32)

    def __call__(self, band_energy):
        s = jax.nn.sigmoid(self.detector(band_energy)[0] - self.threshold)
        return band_energy * (1.0 - 0.7 * s * (jnp.arange(24) >= 16))


@eqx.filter_jit
def deess_step(model, opt_state, frames, target):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(frames) - target) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = tx.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(2e-3))


def main():
    rng = np.random.default_rng(1)
    frames = np.abs(rng.standard_normal((32, 24))).astype(np.float32)
    target = frames.copy()
    target[:, 16:] *= 0.5
    model = DeEsser(jax.random.PRNGKey(0))
    params = eqx.filter(model, eqx.is_inexact_array)
    opt_state = tx.init(params)
    for epoch in range(4):
        model = eqx.tree_at(lambda m: m.threshold, model, jnp.asarray(0.5 - 0.1 * epoch, dtype=jnp.float32))
        for _ in range(3):
            model, opt_state, loss = deess_step(model, opt_state, frames, target)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
