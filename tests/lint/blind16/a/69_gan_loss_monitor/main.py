import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from monitor import LossMonitor


class Critic(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.leaky_relu(nn.Dense(32)(x), 0.2))[..., 0]


critic = Critic()
tx = optax.rmsprop(5e-4)


@jax.jit
def critic_step(params, opt_state, real, fake):
    def loss_fn(p):
        return critic.apply(p, fake).mean() - critic.apply(p, real).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    params = optax.apply_updates(params, updates)
    params = jax.tree_util.tree_map(lambda w: jnp.clip(w, -0.05, 0.05), params)
    return params, opt_state, loss


def main():
    rng = np.random.default_rng(0)
    real = rng.normal(1.0, 0.5, size=(16, 8)).astype(np.float32)
    fake = rng.normal(0.0, 1.0, size=(16, 8)).astype(np.float32)
    params = critic.init(jax.random.PRNGKey(0), real[:1])
    opt_state = tx.init(params)
    monitor = LossMonitor()
    for step in range(8):
        params, opt_state, loss = critic_step(params, opt_state, real, fake)
        ema, spread = monitor.update(loss)
    print(f"critic loss ema {ema:.4f} spread {spread:.4f}")


if __name__ == "__main__":
    main()
