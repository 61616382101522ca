import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


class Denoiser(eqx.Module):
    conv1: eqx.nn.Conv1d
    conv2: eqx.nn.Conv1d

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.conv1 = eqx.nn.Conv1d(1, 8, 9, padding=4, key=k1)
        self.conv2 = eqx.nn.Conv1d(8, 1, 9, padding=4, key=k2)

    def __call__(self, x):
        return self.conv2(jax.nn.tanh(self.conv1(x)))


schedule = optax.warmup_cosine_decay_schedule(0.0, 3e-3, 5, 30)
optim = optax.adam(1.0)


@eqx.filter_jit
def denoiser_step(model, opt_state, noisy, clean, step):
    def loss_fn(m):
        pred = jax.vmap(m)(noisy)
        return jnp.mean((pred - clean) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    updates = jax.tree_util.tree_map(lambda u: u * schedule(step), updates)
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


def make_batch(rng, n=8, length=256):
    t = np.linspace(0, 1, length, dtype=np.float32)
    f = rng.uniform(3, 10, (n, 1)).astype(np.float32)
    clean = np.sin(2 * np.pi * f * t)[:, None, :]
    noisy = clean + 0.3 * rng.standard_normal(clean.shape).astype(np.float32)
    return jnp.asarray(noisy), jnp.asarray(clean)


def main():
    rng = np.random.default_rng(0)
    model = Denoiser(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step in range(12):
        noisy, clean = make_batch(rng)
        model, opt_state, loss = denoiser_step(model, opt_state, noisy, clean, step)
        if step % 4 == 0:
            print(step, float(loss))


if __name__ == "__main__":
    main()
